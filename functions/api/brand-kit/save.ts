// PUT /brand-kit — save the caller's brand kit (update the latest, else create).
import { apiRoute } from '#lib/http';
import { brandKitEndpoints } from '#contracts/brand-kit';
import * as BrandKits from '#domain/brand-kits';

export const handler = apiRoute(brandKitEndpoints.save, ({ caller, body }) => BrandKits.save(caller.userId, body));
