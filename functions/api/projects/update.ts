// PATCH /projects/{projectId} — the owner's settings: title, description, due date, status, archived.
import { apiRoute } from '#lib/http';
import { projectEndpoints } from '#contracts/projects';
import * as Projects from '#domain/projects';

export const handler = apiRoute(projectEndpoints.update, async ({ caller, params, body }) => ({
  project: await Projects.update(caller.userId, params.projectId, body),
}));
