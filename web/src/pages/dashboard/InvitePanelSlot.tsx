// Where the owner invite panel ("Invite Partners & Get Rewards") sits on the dashboard:
// owners get the panel, others a card explaining that only owners can invite.
import { InvitePanel } from '../../components/invite-panel/InvitePanel.tsx';

export function InvitePanelSlot() {
  return <InvitePanel />;
}
