// POST /projects — a new project; from a template, its tasks are created with it (one transaction).
import { apiRoute } from '#lib/http';
import { projectEndpoints } from '#contracts/projects';
import * as Projects from '#domain/projects';

export const handler = apiRoute(projectEndpoints.create, async ({ caller, body }) => ({
  project: await Projects.view(await Projects.create(caller.userId, body)),
}));
