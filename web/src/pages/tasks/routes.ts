// The tasks' route: where the dashboard's Completed Tasks card leads (document 2).
import { defineRoute } from '../../app/routing/app-route.ts';
import { ROUTE_PATHS } from '../../app/routing/route-paths.ts';

export const tasksRoute = defineRoute({
  path: ROUTE_PATHS.tasks,
  title: 'Tasks',
});
