// The resources vault's route (document 2).
import { defineRoute } from '../../app/routing/app-route.ts';
import { ROUTE_PATHS } from '../../app/routing/route-paths.ts';

export const resourcesRoute = defineRoute({
  path: ROUTE_PATHS.resources,
  title: 'Resources Vault',
  nav: { text: 'Resources', icon: 'folder' },
});
