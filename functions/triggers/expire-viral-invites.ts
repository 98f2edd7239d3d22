// Hourly job entry: expire pending viral invitations past their expiry.
import * as ViralInvites from '#domain/viral-invites';

export const expireViralInvitations = { name: 'expireViralInvitations', run: (now: Date) => ViralInvites.expireDue(now) };
