// GET /projects — the caller's own and shared projects (status, search, archived).
import { apiRoute } from '#lib/http';
import { projectEndpoints } from '#contracts/projects';
import * as Projects from '#domain/projects';

export const handler = apiRoute(projectEndpoints.list, async ({ caller, query }) => ({ projects: await Projects.list(caller.userId, query ?? {}) }));
