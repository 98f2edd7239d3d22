// PUT /projects/{projectId}/shares/{userId} — share the project with a member of the owner's team.
import { apiRoute } from '#lib/http';
import { projectEndpoints } from '#contracts/projects';
import * as Projects from '#domain/projects';

export const handler = apiRoute(projectEndpoints.share, ({ caller, params }) => Projects.share(caller.userId, params.projectId, params.userId));
