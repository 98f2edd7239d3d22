// The drafts' routes: the list (in the sidebar, after Projects), one draft, the SEO outlines and bulk generation.
import { defineRoute } from '../../app/routing/app-route.ts';
import { CONTENT_PATHS } from '../../app/routing/route-paths.ts';

export const contentRoute = defineRoute({
  path: CONTENT_PATHS.content,
  title: 'Content',
  // Not in the spec's sidebar: the drafts onboarding's Approve & Publish saves.
  nav: { text: 'Content', icon: 'file' },
});

export const contentItemRoute = defineRoute({
  path: CONTENT_PATHS.contentItem,
  /** Until the draft is loaded; then its own title. */
  title: 'Content',
});

export const seoOutlinesRoute = defineRoute({
  path: CONTENT_PATHS.seoOutlines,
  // Not in the sidebar: the Content page's "SEO outline" opens it.
  title: 'SEO outlines',
});

export const bulkRoute = defineRoute({
  path: CONTENT_PATHS.bulk,
  // Not in the sidebar: the Content page's "Bulk generation" opens it.
  title: 'Bulk generation',
});
