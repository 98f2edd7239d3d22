// GET /billing/subscription — check-subscription: the caller's plan, computed on the server.
// Spec 01 §4: any failure answers free, silently.
import { apiRoute } from '#lib/http';
import * as Entitlements from '#domain/entitlements';

export const handler = apiRoute({}, ({ caller }) => Entitlements.statusOrFree(caller.userId));
