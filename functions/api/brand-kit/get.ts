// GET /brand-kit — the caller's latest complete brand kit, or null.
import { apiRoute } from '#lib/http';
import { brandKitEndpoints } from '#contracts/brand-kit';
import * as BrandKits from '#domain/brand-kits';

export const handler = apiRoute(brandKitEndpoints.get, async ({ caller }) => ({ brandKit: await BrandKits.getLatest(caller.userId) }));
