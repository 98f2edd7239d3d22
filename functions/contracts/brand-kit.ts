// Brand kit: what onboarding step 1 and Settings → Brand edit.
import * as z from 'zod';
import { endpoint } from './endpoint.ts';
import { withoutBidiControls } from './common.ts';

export const PLATFORMS = ['Instagram', 'Facebook', 'TikTok', 'LinkedIn', 'Email', 'Blog'] as const;
export const TONE_OPTIONS = ['Friendly', 'Professional', 'Bold', 'Playful'] as const;
/** Whose seasons the brand's content follows: `auto` works it out from the place it names (unknown: northern). */
export const HEMISPHERE_SETTINGS = ['auto', 'northern', 'southern'] as const;
export type HemisphereSetting = (typeof HEMISPHERE_SETTINGS)[number];
export const BRAND_DEFAULTS = {
  name: 'Default',
  toneOfVoice: 'Friendly',
  palette: { primary: '#6C5CE7', secondary: '#00CEC9' },
} as const;

/** Longest brand name or free-text tone the API accepts. */
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 1000;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #6C5CE7');
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const Palette = z.object({ primary: hexColour, secondary: hexColour });
export type Palette = z.infer<typeof Palette>;

export const BrandKitInput = z.object({
  name: required('Brand name', SHORT_TEXT_MAX),
  industry: required('Industry', SHORT_TEXT_MAX),
  targetAudience: required('Target audience', LONG_TEXT_MAX),
  mainGoal: required('Main goal', LONG_TEXT_MAX),
  platforms: z
    .array(z.enum(PLATFORMS, { error: `Platforms must be among ${PLATFORMS.join(', ')}.` }))
    .min(1, 'Choose at least one platform.')
    .max(PLATFORMS.length)
    .transform((list) => [...new Set(list)]),
  toneOfVoice: z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .max(SHORT_TEXT_MAX, `Tone of voice must be at most ${SHORT_TEXT_MAX} characters.`)
    .default(BRAND_DEFAULTS.toneOfVoice)
    .transform((tone) => tone || BRAND_DEFAULTS.toneOfVoice),
  palette: Palette.default({ ...BRAND_DEFAULTS.palette }),
  /** The public URL the logo upload returned (the caller's own logo), or null for none. */
  logoUrl: z.string().url().max(2000).nullable().default(null),
  /** Settings → Brand only; left out (onboarding), the saved choice stays. */
  hemisphere: z.enum(HEMISPHERE_SETTINGS, { error: 'Seasons must follow auto, northern or southern.' }).optional(),
});
export type BrandKitInput = z.input<typeof BrandKitInput>;

export const BrandKit = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string(),
  targetAudience: z.string(),
  mainGoal: z.string(),
  platforms: z.array(z.enum(PLATFORMS)),
  toneOfVoice: z.string(),
  palette: Palette,
  logoUrl: z.string().nullable(),
  /** `auto` when a server from before the setting answers. */
  hemisphere: z.enum(HEMISPHERE_SETTINGS).default('auto'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BrandKit = z.infer<typeof BrandKit>;

/** GET /brand-kit */
export const BrandKitResponse = z.object({ brandKit: BrandKit.nullable() });
export type BrandKitResponse = z.infer<typeof BrandKitResponse>;

export const LOGO_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' } as const;
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** POST /brand-kit/logo-upload: ask for a presigned PUT for the caller's logo. */
export const LogoUploadRequest = z.object({
  contentType: z.enum(Object.keys(LOGO_TYPES) as [keyof typeof LOGO_TYPES], { error: 'The logo must be a PNG, JPG, WebP or GIF image.' }),
  size: z.number({ error: 'size is required.' }).int().positive('The logo file is empty.').max(LOGO_MAX_BYTES, 'The logo must be 5 MB or smaller.'),
});
export type LogoUploadRequest = z.infer<typeof LogoUploadRequest>;

export const LogoUploadResponse = z.object({
  /** PUT the file here with exactly `headers`. */
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
  /** Public URL to save as the brand kit's logoUrl once the PUT succeeded. */
  logoUrl: z.string(),
});
export type LogoUploadResponse = z.infer<typeof LogoUploadResponse>;

export const brandKitEndpoints = {
  get: endpoint({ name: 'GetBrandKit', area: 'brand-kit', method: 'GET', path: '/brand-kit', access: 'owner', workspace: 'view', response: BrandKitResponse }),
  save: endpoint({
    name: 'SaveBrandKit',
    area: 'brand-kit',
    method: 'PUT',
    path: '/brand-kit',
    access: 'owner',
    workspace: 'manage',
    body: BrandKitInput,
    response: BrandKit,
  }),
  createLogoUpload: endpoint({
    name: 'CreateLogoUpload',
    area: 'brand-kit',
    method: 'POST',
    path: '/brand-kit/logo-upload',
    access: 'owner',
    workspace: 'manage',
    body: LogoUploadRequest,
    response: LogoUploadResponse,
  }),
};
