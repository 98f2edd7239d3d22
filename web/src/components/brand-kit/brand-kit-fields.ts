// The brand kit form without React: values, defaults, the Review Summary rule (spec 5) and field errors.
import {
  BRAND_DEFAULTS,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  LONG_TEXT_MAX,
  PLATFORMS,
  SHORT_TEXT_MAX,
  TONE_OPTIONS,
  type BrandKit,
  type BrandKitInput,
} from '#contracts/brand-kit';

export type Platform = (typeof PLATFORMS)[number];
export type ToneOption = (typeof TONE_OPTIONS)[number];
/** A listed tone, or `custom` for the free-text one. */
export type ToneChoice = ToneOption | 'custom';

export type BrandKitFormValues = {
  name: string;
  industry: string;
  targetAudience: string;
  mainGoal: string;
  platforms: Platform[];
  toneChoice: ToneChoice;
  customTone: string;
  primary: string;
  secondary: string;
  logoUrl: string | null;
};

export type BrandKitField = 'name' | 'industry' | 'targetAudience' | 'mainGoal' | 'platforms' | 'customTone' | 'primary' | 'secondary';
export type BrandKitErrors = Partial<Record<BrandKitField, string>>;

/** The four text fields the Review Summary rule requires, with the names the API's 400 messages use. */
const REQUIRED_TEXT = [
  { field: 'name', label: 'Brand name', max: SHORT_TEXT_MAX },
  { field: 'industry', label: 'Industry', max: SHORT_TEXT_MAX },
  { field: 'targetAudience', label: 'Target audience', max: LONG_TEXT_MAX },
  { field: 'mainGoal', label: 'Main goal', max: LONG_TEXT_MAX },
] as const;

export const PLATFORMS_REQUIRED = 'Choose at least one platform.';
export const COLOUR_INVALID = 'Enter a colour like #6C5CE7.';
export const TONE_TOO_LONG = `Tone of voice must be at most ${SHORT_TEXT_MAX} characters.`;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value.trim());
}

function isToneOption(value: string): value is ToneOption {
  return (TONE_OPTIONS as readonly string[]).includes(value);
}

/** A new kit: empty texts, no platform, the spec defaults for tone and colours; the brand name may start as the sign-up company name. */
export function emptyBrandKitForm(companyName?: string | null): BrandKitFormValues {
  return {
    name: companyName?.trim() ?? '',
    industry: '',
    targetAudience: '',
    mainGoal: '',
    platforms: [],
    toneChoice: BRAND_DEFAULTS.toneOfVoice,
    customTone: '',
    primary: BRAND_DEFAULTS.palette.primary,
    secondary: BRAND_DEFAULTS.palette.secondary,
    logoUrl: null,
  };
}

export function formFromBrandKit(kit: BrandKit): BrandKitFormValues {
  const listed = isToneOption(kit.toneOfVoice);
  return {
    name: kit.name,
    industry: kit.industry,
    targetAudience: kit.targetAudience,
    mainGoal: kit.mainGoal,
    platforms: PLATFORMS.filter((platform) => kit.platforms.includes(platform)),
    toneChoice: listed ? (kit.toneOfVoice as ToneOption) : 'custom',
    customTone: listed ? '' : kit.toneOfVoice,
    primary: kit.palette.primary,
    secondary: kit.palette.secondary,
    logoUrl: kit.logoUrl,
  };
}

/** The tone the kit gets: the chosen option, or the free text (blank free text falls back to Friendly, as the API does). */
export function toneOf(values: Pick<BrandKitFormValues, 'toneChoice' | 'customTone'>): string {
  if (values.toneChoice !== 'custom') return values.toneChoice;
  return values.customTone.trim() || BRAND_DEFAULTS.toneOfVoice;
}

export function toBrandKitInput(values: BrandKitFormValues): BrandKitInput {
  return {
    name: values.name.trim(),
    industry: values.industry.trim(),
    targetAudience: values.targetAudience.trim(),
    mainGoal: values.mainGoal.trim(),
    platforms: PLATFORMS.filter((platform) => values.platforms.includes(platform)),
    toneOfVoice: toneOf(values),
    palette: { primary: values.primary.trim(), secondary: values.secondary.trim() },
    logoUrl: values.logoUrl,
  };
}

/** Spec 5: Review Summary is disabled unless brand name, industry, target audience and main goal are non-empty and a platform is chosen. */
export function meetsReviewRule(values: BrandKitFormValues): boolean {
  return REQUIRED_TEXT.every(({ field }) => values[field].trim() !== '') && values.platforms.length > 0;
}

/**
 * Inline errors. Too-long text and malformed colours show at once; a missing required
 * value only once the user has left that field (`touched`), so a fresh form is not all red.
 */
export function brandKitErrors(values: BrandKitFormValues, touched: ReadonlySet<BrandKitField> = new Set()): BrandKitErrors {
  const errors: BrandKitErrors = {};
  for (const { field, label, max } of REQUIRED_TEXT) {
    const text = values[field].trim();
    if (text.length > max) errors[field] = `${label} must be at most ${max} characters.`;
    else if (!text && touched.has(field)) errors[field] = `${label} is required.`;
  }
  if (values.platforms.length === 0 && touched.has('platforms')) errors.platforms = PLATFORMS_REQUIRED;
  if (values.toneChoice === 'custom' && values.customTone.trim().length > SHORT_TEXT_MAX) errors.customTone = TONE_TOO_LONG;
  if (!isHexColour(values.primary)) errors.primary = COLOUR_INVALID;
  if (!isHexColour(values.secondary)) errors.secondary = COLOUR_INVALID;
  return errors;
}

/** The form may be submitted: the spec rule holds and no field breaks a limit the API would refuse. */
export function isBrandKitReady(values: BrandKitFormValues): boolean {
  return meetsReviewRule(values) && Object.keys(brandKitErrors(values)).length === 0;
}

export const LOGO_ACCEPT = Object.keys(LOGO_TYPES).join(',');
export const LOGO_WRONG_TYPE = 'The logo must be a PNG, JPG, WebP or GIF image.';
export const LOGO_TOO_LARGE = 'The logo must be 5 MB or smaller.';
export const LOGO_EMPTY = 'The logo file is empty.';

/** Why a chosen file cannot be the logo (the same checks the API makes before signing), or null. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!Object.hasOwn(LOGO_TYPES, file.type)) return LOGO_WRONG_TYPE;
  if (file.size <= 0) return LOGO_EMPTY;
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  return null;
}
