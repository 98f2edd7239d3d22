// A valid brand kit body, as onboarding step 1 sends it, and a café owner past onboarding.
import { billingEndpoints } from '#contracts/billing';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { completeOnboarding, userIdOf } from './seed.ts';
import { callOk, newUser, type TestUser } from './users.ts';

export const cafeBrand = {
  name: 'Corner Café',
  industry: 'Coffee shop',
  targetAudience: 'Busy parents who live nearby',
  mainGoal: 'Get more weekday morning customers',
  platforms: ['Instagram', 'Facebook', 'Email'],
  toneOfVoice: 'Friendly',
  palette: { primary: '#6C5CE7', secondary: '#00CEC9' },
  logoUrl: null,
};

/**
 * A café owner past onboarding, as most browser tests start: signed up, the café's brand kit
 * saved (with `brand`'s changes), onboarding completed, and on `tier` when one is given.
 */
export async function cafeOwner(
  details: { fullName: string; companyName: string },
  options: { tier?: 'premium' | 'enterprise'; brand?: Partial<typeof cafeBrand> } = {},
): Promise<TestUser> {
  const user = await newUser(details);
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: { ...cafeBrand, ...options.brand } as BrandKitInput });
  await completeOnboarding(await userIdOf(user));
  if (options.tier) await callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: options.tier } });
  return user;
}
