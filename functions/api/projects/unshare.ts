// DELETE /projects/{projectId}/shares/{userId} — stop sharing the project with that member.
import { apiRoute } from '#lib/http';
import { projectEndpoints } from '#contracts/projects';
import * as Projects from '#domain/projects';

export const handler = apiRoute(projectEndpoints.unshare, ({ caller, params }) => Projects.unshare(caller.userId, params.projectId, params.userId));
