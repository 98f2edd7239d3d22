// GET /projects/{projectId}/columns/{status}?after=&limit= — the next page of one board column, in rank order.
import { apiRoute } from '#lib/http';
import { projectEndpoints } from '#contracts/projects';
import * as Projects from '#domain/projects';

export const handler = apiRoute(projectEndpoints.column, ({ caller, params, query }) =>
  Projects.column(caller.userId, params.projectId, params.status, query.after, query.limit),
);
