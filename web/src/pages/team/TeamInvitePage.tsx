// Accepting a team invitation (/team-invite/:token), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function TeamInvitePage() {
  return <PlaceholderPage title="Processing your invite…" />;
}
