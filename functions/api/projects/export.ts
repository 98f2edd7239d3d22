// GET /projects/{projectId}/export?format=markdown|csv — the project and every task, with comments.
import { apiRoute } from '#lib/http';
import { projectEndpoints } from '#contracts/projects';
import { exportProject } from '#domain/project-export';

export const handler = apiRoute(projectEndpoints.export, ({ caller, params, query }) => exportProject(caller.userId, params.projectId, query.format));
