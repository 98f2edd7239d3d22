// POST /stream/projects/{projectId}/tasks/{taskId}/assist — the task page's AI Writing
// Assistant, streamed as it is written (a streamed route: functions/lib/stream.ts).
import { streamRoute } from '#lib/stream';
import { projectAiEndpoints } from '#contracts/project-ai';
import * as ProjectAi from '#domain/project-ai';

export const handler = streamRoute(projectAiEndpoints.assist, ({ caller, params, body, signal }) =>
  ProjectAi.assistTask(caller.userId, params.projectId, params.taskId, body, { signal }),
);
