// GET /seo-outlines — the owner's SEO outlines, newest first (any plan: reading stays open).
import { seoOutlineEndpoints } from '#contracts/seo-outlines';
import { list } from '#domain/seo-outlines/read';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(seoOutlineEndpoints.list, ({ caller, query }) => list(caller.userId, query));
