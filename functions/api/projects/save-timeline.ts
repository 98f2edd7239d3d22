// PUT /projects/{projectId}/timeline — where the tasks sit on the timeline and the links between them.
import { apiRoute } from '#lib/http';
import { projectEndpoints } from '#contracts/projects';
import * as Projects from '#domain/projects';

export const handler = apiRoute(projectEndpoints.saveTimeline, ({ caller, params, body }) => Projects.saveTimeline(caller.userId, params.projectId, body));
