// The creative studio's page: templates and sizes, the editor with its live preview, and the gallery (in the sidebar, after Calendar).
import { defineRoute } from '../../app/routing/app-route.ts';
import { STUDIO_PATHS } from '../../app/routing/route-paths.ts';

export const studioRoute = defineRoute({
  path: STUDIO_PATHS.studio,
  title: 'Creative studio',
  nav: { text: 'Creative studio', icon: 'gen-ai' },
});
