// Hourly job entry: expire pending team invitations past their expiry (7 days).
import * as Team from '#domain/team';

export const expireTeamInvitations = { name: 'expireTeamInvitations', run: (now: Date) => Team.expireDue(now) };
