// Invitation landing for the reward programme (/invite/:token).
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function InvitePage() {
  return <PlaceholderPage title="You're Invited" />;
}
