// Any unknown route: the 404 screen.
import { defineRoute } from '../../app/routing/app-route.ts';

export const notFoundRoute = defineRoute({
  path: '*',
  title: 'Page not found',
});
