// POST /projects/{projectId}/tasks — add a task at the end of its column.
import { apiRoute } from '#lib/http';
import { taskEndpoints } from '#contracts/tasks';
import * as Tasks from '#domain/tasks';

export const handler = apiRoute(taskEndpoints.create, async ({ caller, params, body }) => {
  const item = await Tasks.create(caller.userId, { ...body, projectId: params.projectId });
  return { task: (await Tasks.withBlockers([item]))[0]! };
});
