// GET /projects/{projectId} — the whole board (project, tasks, links, the caller's role) in one request.
import { apiRoute } from '#lib/http';
import { projectEndpoints } from '#contracts/projects';
import * as Projects from '#domain/projects';

export const handler = apiRoute(projectEndpoints.get, ({ caller, params }) => Projects.board(caller.userId, params.projectId));
