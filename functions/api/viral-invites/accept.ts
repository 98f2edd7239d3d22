// POST /viral-invites/{token}/accept — accept-viral-invite/{token}: the newly signed-up
// caller accepts; both sides get 30 days of Premium, exactly once.
import { apiRoute } from '#lib/http';
import { viralInviteEndpoints } from '#contracts/viral-invites';
import * as ViralInvites from '#domain/viral-invites';

export const handler = apiRoute(viralInviteEndpoints.accept, ({ caller, params }) => ViralInvites.accept(caller, params.token));
