// Where the owner invite panel ("Invite Partners & Get Rewards") sits on the dashboard.
// The referral programme fills it; until then it renders nothing.
export function InvitePanelSlot() {
  return null;
}
