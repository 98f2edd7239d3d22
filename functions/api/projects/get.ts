// GET /projects/{projectId} — the project, the caller’s role and the first page of each board column.
import { apiRoute } from '#lib/http';
import { projectEndpoints } from '#contracts/projects';
import * as Projects from '#domain/projects';

export const handler = apiRoute(projectEndpoints.get, ({ caller, params }) => Projects.board(caller.userId, params.projectId));
