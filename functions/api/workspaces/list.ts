// GET /workspaces — the caller's workspaces for the switcher: their own default first, then those they hold a role in.
import { apiRoute } from '#lib/http';
import { workspaceEndpoints } from '#contracts/workspaces';
import * as Workspaces from '#domain/workspaces';

export const handler = apiRoute(workspaceEndpoints.list, ({ caller }) => Workspaces.list(caller.userId));
