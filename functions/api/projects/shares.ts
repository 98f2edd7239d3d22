// GET /projects/{projectId}/shares — the owner's team members and whether the project is shared with each.
import { apiRoute } from '#lib/http';
import { projectEndpoints } from '#contracts/projects';
import * as Projects from '#domain/projects';

export const handler = apiRoute(projectEndpoints.shares, ({ caller, params }) => Projects.shares(caller.userId, params.projectId));
