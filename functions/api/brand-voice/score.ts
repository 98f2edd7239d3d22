// POST /brand-voice/score — a text's voice match against the caller's profile.
import { apiRoute } from '#lib/http';
import { brandVoiceEndpoints } from '#contracts/brand-voice';
import * as BrandVoice from '#domain/brand-voice';

export const handler = apiRoute(brandVoiceEndpoints.score, ({ caller, body }) => BrandVoice.score(caller.userId, body));
