// POST /projects/{projectId}/tasks/{taskId}/move — drop a card into a column between two neighbours (one write).
import { apiRoute } from '#lib/http';
import { taskEndpoints } from '#contracts/tasks';
import * as Tasks from '#domain/tasks';

export const handler = apiRoute(taskEndpoints.move, async ({ caller, params, body }) => ({ task: await Tasks.move(caller.userId, params, body) }));
