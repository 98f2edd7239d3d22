// GET /seo-outlines/{outlineId} — one of the owner's SEO outlines (any plan: reading stays open).
import { seoOutlineEndpoints } from '#contracts/seo-outlines';
import { get } from '#domain/seo-outlines/read';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(seoOutlineEndpoints.get, ({ caller, params }) => get(caller.userId, params.outlineId));
