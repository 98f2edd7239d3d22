// POST /brand-voice/samples/add — add an edited draft to the caller's voice samples.
import { apiRoute } from '#lib/http';
import { brandVoiceEndpoints } from '#contracts/brand-voice';
import * as BrandVoice from '#domain/brand-voice';

export const handler = apiRoute(brandVoiceEndpoints.addSample, ({ caller, body }) => BrandVoice.addSample(caller.userId, body));
