// GET /viral-invites/{token} — public: the invite link's status and inviter name, so the
// signup page can say "expired", "revoked" or "already accepted" before anyone signs up.
import { apiRoute } from '#lib/http';
import { viralInviteEndpoints } from '#contracts/viral-invites';
import * as ViralInvites from '#domain/viral-invites';

export const handler = apiRoute(viralInviteEndpoints.getPublic, ({ params }) => ViralInvites.publicView(params.token));
