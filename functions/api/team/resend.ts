// POST /team/invitations/{token}/resend — sends a pending invitation's e-mail again.
import { apiRoute } from '#lib/http';
import { teamEndpoints } from '#contracts/team';
import { appUrl } from '#lib/app-url';
import * as Team from '#domain/team';

export const handler = apiRoute(teamEndpoints.resend, async ({ caller, params }) => Team.resend(caller.userId, params.token, await appUrl()));
