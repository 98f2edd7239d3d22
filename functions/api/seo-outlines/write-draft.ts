// POST /seo-outlines/{outlineId}/draft — "Write it": the outline as a blog draft in the content library (Premium); a retried click makes one draft.
import { seoOutlineEndpoints } from '#contracts/seo-outlines';
import { writeDraft } from '#domain/seo-outlines/draft';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(seoOutlineEndpoints.writeDraft, ({ caller, params, body }) => writeDraft(caller.userId, params.outlineId, body.requestId));
