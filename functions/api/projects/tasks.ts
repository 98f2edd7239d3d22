// GET /projects/{projectId}/tasks — every task of the project with the timeline's links (List, Timeline and Doc View).
import { apiRoute } from '#lib/http';
import { projectEndpoints } from '#contracts/projects';
import * as Projects from '#domain/projects';

export const handler = apiRoute(projectEndpoints.tasks, async ({ caller, params }) => {
  const { tasks, edges } = await Projects.wholeBoard(caller.userId, params.projectId);
  return { tasks, edges };
});
