// Growth's read-only community (spec 01 pricing): why New Post, replies and reactions are off,
// with the way to the plans.
import Alert from '@cloudscape-design/components/alert';
import Link from '@cloudscape-design/components/link';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/routing/paths.ts';
import { UPGRADE } from './community-messages.ts';

export function ReadOnlyNotice({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Alert type="info" data-testid="community-read-only">
      {message}{' '}
      <Link
        href={paths.pricing()}
        onFollow={(event) => {
          event.preventDefault();
          void navigate(paths.pricing());
        }}
      >
        {UPGRADE}
      </Link>
    </Alert>
  );
}
