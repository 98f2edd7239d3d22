// Accepting a team invitation (/team-invite/:token), document 2.
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';
import { teamInviteRoute } from './routes.ts';

export default function TeamInvitePage() {
  return <PlaceholderPage title={teamInviteRoute.title} />;
}
