// GET /brand-kit — the caller's latest complete brand kit, or null.
import { apiRoute } from '#lib/http';
import * as BrandKits from '#domain/brand-kits';

export const handler = apiRoute({}, async ({ caller }) => ({ brandKit: await BrandKits.getLatest(caller.userId) }));
