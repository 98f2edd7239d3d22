// The projects' routes: the list, one project and one of its tasks (document 2).
import { lazy } from 'react';
import { defineRoute } from '../../app/routing/app-route.ts';
import { ROUTE_PATHS } from '../../app/routing/route-paths.ts';

export const projectsRoute = defineRoute({
  path: ROUTE_PATHS.projects,
  title: 'Projects',
  nav: { text: 'Projects', icon: 'list-view' },
  page: lazy(() => import('./ProjectsPage.tsx')),
});

export const projectRoute = defineRoute({
  path: ROUTE_PATHS.project,
  title: 'Project',
  page: lazy(() => import('./ProjectPage.tsx')),
});

export const taskRoute = defineRoute({
  path: ROUTE_PATHS.task,
  title: 'Task',
  page: lazy(() => import('./TaskPage.tsx')),
});
