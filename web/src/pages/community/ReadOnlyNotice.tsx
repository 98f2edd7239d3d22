// Growth's read-only community (spec 01 pricing): why New Post, replies and reactions are off,
// with the way to the plans.
import Alert from '@cloudscape-design/components/alert';
import { UpgradeLink } from '../../components/common/upgrade.tsx';

export function ReadOnlyNotice({ message }: { message: string }) {
  return (
    <Alert type="info" data-testid="community-read-only">
      {message} <UpgradeLink />
    </Alert>
  );
}
