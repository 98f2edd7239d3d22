// The Resources Vault's categories alone, without the endpoints' schemas: the resource entity
// types its attribute with them, and every handler bundles the entities.

/** The eight categories, in the spec's order (spec 02 §3 Resources). */
export const RESOURCE_CATEGORIES = [
  'paid-ads',
  'organic-content',
  'email-marketing',
  'funnels-landing',
  'strategy-planning',
  'sops-operations',
  'templates',
  'inspiration',
] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];
