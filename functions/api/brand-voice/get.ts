// GET /brand-voice — the caller's voice profile and samples, or null.
import { apiRoute } from '#lib/http';
import { brandVoiceEndpoints } from '#contracts/brand-voice';
import * as BrandVoice from '#domain/brand-voice';

export const handler = apiRoute(brandVoiceEndpoints.get, async ({ caller }) => ({ voice: await BrandVoice.get(caller.userId) }));
