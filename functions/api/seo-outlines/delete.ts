// DELETE /seo-outlines/{outlineId} — delete one of the owner's SEO outlines (any plan); its blog drafts stay.
import { seoOutlineEndpoints } from '#contracts/seo-outlines';
import { remove } from '#domain/seo-outlines/read';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(seoOutlineEndpoints.delete, ({ caller, params }) => remove(caller.userId, params.outlineId));
