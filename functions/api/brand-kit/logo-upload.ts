// POST /brand-kit/logo-upload — a presigned PUT for the caller's logo (image, ≤ 5 MB).
import { apiRoute } from '#lib/http';
import { brandKitEndpoints } from '#contracts/brand-kit';
import * as BrandKits from '#domain/brand-kits';

export const handler = apiRoute(brandKitEndpoints.createLogoUpload, ({ caller, body }) => BrandKits.createLogoUpload(caller.userId, body));
