// GET /tasks — tasks of the caller's own and shared projects, last updated first (status, search).
import { apiRoute } from '#lib/http';
import { taskEndpoints } from '#contracts/tasks';
import * as Tasks from '#domain/tasks';

export const handler = apiRoute(taskEndpoints.listAll, async ({ caller, query }) => ({ tasks: await Tasks.listAll(caller.userId, query ?? {}) }));
