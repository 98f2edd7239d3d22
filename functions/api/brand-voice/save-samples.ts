// PUT /brand-voice/samples — save the caller's samples and derive their voice profile.
import { apiRoute } from '#lib/http';
import { brandVoiceEndpoints } from '#contracts/brand-voice';
import * as BrandVoice from '#domain/brand-voice';

export const handler = apiRoute(brandVoiceEndpoints.saveSamples, ({ caller, body }) => BrandVoice.saveSamples(caller.userId, body));
