// PATCH /brand-voice/profile — the owner's edits to their voice profile.
import { apiRoute } from '#lib/http';
import { brandVoiceEndpoints } from '#contracts/brand-voice';
import * as BrandVoice from '#domain/brand-voice';

export const handler = apiRoute(brandVoiceEndpoints.editProfile, ({ caller, body }) => BrandVoice.editProfile(caller.userId, body));
