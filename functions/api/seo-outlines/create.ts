// POST /seo-outlines — write an SEO outline for a topic with the AI writer and save it (Premium); a retried click answers the same outline.
import { seoOutlineEndpoints } from '#contracts/seo-outlines';
import { create } from '#domain/seo-outlines/create';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(seoOutlineEndpoints.create, ({ caller, body }) => create(caller.userId, body));
