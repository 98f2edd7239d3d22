// The AI Assistant's routes (document 2): the expert picker, one expert's chat, and one
// conversation from the history. All three show the same page component (one lazy page in the
// router list, app/routing/routes.ts), so moving from an
// expert's address to the conversation's address (after the first reply) keeps the chat mounted.
import { defineRoute } from '../../app/routing/app-route.ts';
import { ASSISTANT_PATHS, ROUTE_PATHS } from '../../app/routing/route-paths.ts';

const TITLE = 'AI Assistant';

export const assistantRoute = defineRoute({
  path: ROUTE_PATHS.assistant,
  title: TITLE,
  nav: { text: 'AI Assistant', icon: 'gen-ai' },
});

export const assistantPersonaRoute = defineRoute({
  path: ASSISTANT_PATHS.assistantPersona,
  title: TITLE,
});

export const assistantThreadRoute = defineRoute({
  path: ASSISTANT_PATHS.assistantThread,
  title: TITLE,
});
