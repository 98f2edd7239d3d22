// The AI Assistant's route (document 2).
import { lazy } from 'react';
import { defineRoute } from '../../app/routing/app-route.ts';
import { ROUTE_PATHS } from '../../app/routing/route-paths.ts';

export const assistantRoute = defineRoute({
  path: ROUTE_PATHS.assistant,
  title: 'AI Assistant',
  nav: { text: 'AI Assistant', icon: 'gen-ai' },
  page: lazy(() => import('./AssistantPage.tsx')),
});
