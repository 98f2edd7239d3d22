// The API reference's route: "/docs/api", in the shell when signed in and public when signed out.
import { defineRoute } from '../../app/routing/app-route.ts';
import { DOCS_PATHS } from '../../app/routing/route-paths.ts';

export const apiDocsRoute = defineRoute({
  path: DOCS_PATHS.apiDocs,
  title: 'API reference',
});
