// The projects' routes: the list, one project and one of its tasks (document 2).
import { defineRoute } from '../../app/routing/app-route.ts';
import { ROUTE_PATHS } from '../../app/routing/route-paths.ts';

export const projectsRoute = defineRoute({
  path: ROUTE_PATHS.projects,
  title: 'Projects',
  nav: { text: 'Projects', icon: 'list-view' },
});

export const projectRoute = defineRoute({
  path: ROUTE_PATHS.project,
  title: 'Project',
});

export const taskRoute = defineRoute({
  path: ROUTE_PATHS.task,
  title: 'Task',
});
