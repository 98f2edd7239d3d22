// The clear page for a link that cannot be used: unknown, expired, revoked or accepted.
import Alert from '@cloudscape-design/components/alert';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { CLOSED_HINT } from './invite-messages.ts';

export function ClosedInvitation({ title, action }: { title: string; action: { href: string; label: string } }) {
  return (
    <div data-testid="invitation-closed">
      <Alert type="warning" header={title}>
        <SpaceBetween size="xs">
          <span>{CLOSED_HINT}</span>
          <Link href={action.href}>{action.label}</Link>
        </SpaceBetween>
      </Alert>
    </div>
  );
}
