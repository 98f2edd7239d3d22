// PUT /projects/{projectId}/notes — the Doc View's notes (owner and shared members).
import { apiRoute } from '#lib/http';
import { projectEndpoints } from '#contracts/projects';
import * as Projects from '#domain/projects';

export const handler = apiRoute(projectEndpoints.saveNotes, async ({ caller, params, body }) => ({
  project: await Projects.saveNotes(caller.userId, params.projectId, body.notes),
}));
