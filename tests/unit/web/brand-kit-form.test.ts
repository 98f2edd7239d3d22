import { describe, expect, it } from 'vitest';
import type { BrandKit } from '#contracts/brand-kit';
import {
  brandKitErrors,
  emptyBrandKitForm,
  formFromBrandKit,
  isBrandKitReady,
  logoFileProblem,
  meetsReviewRule,
  toBrandKitInput,
  type BrandKitFormValues,
} from '../../../web/src/components/brand-kit/brand-kit-fields.ts';
import { storageErrorMessage } from '../../../web/src/lib/storage-upload.ts';

const filled = (overrides: Partial<BrandKitFormValues> = {}): BrandKitFormValues => ({
  ...emptyBrandKitForm(),
  name: 'Corner Café',
  industry: 'Coffee shop',
  targetAudience: 'Commuters',
  mainGoal: 'More morning regulars',
  platforms: ['Instagram'],
  ...overrides,
});

const MB = 1024 * 1024;

describe('Review Summary rule (spec 5)', () => {
  it('allows review once brand name, industry, audience, goal and a platform are given', () => {
    expect(meetsReviewRule(filled())).toBe(true);
    expect(isBrandKitReady(filled())).toBe(true);
  });

  it.each(['name', 'industry', 'targetAudience', 'mainGoal'] as const)('stays disabled while %s is blank or only spaces', (field) => {
    expect(meetsReviewRule(filled({ [field]: '' }))).toBe(false);
    expect(meetsReviewRule(filled({ [field]: '   ' }))).toBe(false);
  });

  it('stays disabled until at least one platform is chosen', () => {
    expect(meetsReviewRule(filled({ platforms: [] }))).toBe(false);
  });

  it('keeps a fresh form disabled', () => {
    expect(meetsReviewRule(emptyBrandKitForm())).toBe(false);
  });

  it('is not ready when a field is longer than the API accepts', () => {
    const values = filled({ name: 'x'.repeat(201) });

    expect(meetsReviewRule(values)).toBe(true);
    expect(isBrandKitReady(values)).toBe(false);
    expect(brandKitErrors(values).name).toBe('Brand name must be at most 200 characters.');
  });
});

describe('brand kit field errors', () => {
  it('accepts 200-character names and 1000-character audiences and goals', () => {
    const values = filled({ name: 'n'.repeat(200), targetAudience: 'a'.repeat(1000), mainGoal: 'g'.repeat(1000) });

    expect(brandKitErrors(values)).toEqual({});
  });

  it('names the 1000-character limit for audience and goal', () => {
    const errors = brandKitErrors(filled({ targetAudience: 'a'.repeat(1001), mainGoal: 'g'.repeat(1001) }));

    expect(errors.targetAudience).toBe('Target audience must be at most 1000 characters.');
    expect(errors.mainGoal).toBe('Main goal must be at most 1000 characters.');
  });

  it('shows "required" only for fields the user has left', () => {
    const values = emptyBrandKitForm();

    expect(brandKitErrors(values)).toEqual({});
    expect(brandKitErrors(values, new Set(['industry', 'platforms']))).toEqual({
      industry: 'Industry is required.',
      platforms: 'Choose at least one platform.',
    });
  });

  it('refuses a free-text tone over 200 characters', () => {
    const errors = brandKitErrors(filled({ toneChoice: 'custom', customTone: 't'.repeat(201) }));

    expect(errors.customTone).toBe('Tone of voice must be at most 200 characters.');
  });

  it('refuses colours that are not #RRGGBB', () => {
    const errors = brandKitErrors(filled({ primary: 'purple', secondary: '#00CEC' }));

    expect(errors.primary).toBe('Enter a colour like #6C5CE7.');
    expect(errors.secondary).toBe('Enter a colour like #6C5CE7.');
  });
});

describe('brand kit form values', () => {
  it('starts with the spec defaults: Friendly, #6C5CE7 and #00CEC9, no logo', () => {
    expect(emptyBrandKitForm()).toMatchObject({ toneChoice: 'Friendly', primary: '#6C5CE7', secondary: '#00CEC9', logoUrl: null, platforms: [] });
  });

  it('starts the brand name from the sign-up company name', () => {
    expect(emptyBrandKitForm(' Corner Café ').name).toBe('Corner Café');
    expect(emptyBrandKitForm(null).name).toBe('');
  });

  it('sends trimmed text, platforms in list order and the chosen tone', () => {
    const input = toBrandKitInput(filled({ name: '  Corner Café ', platforms: ['Blog', 'Instagram'], toneChoice: 'Bold' }));

    expect(input).toEqual({
      name: 'Corner Café',
      industry: 'Coffee shop',
      targetAudience: 'Commuters',
      mainGoal: 'More morning regulars',
      platforms: ['Instagram', 'Blog'],
      toneOfVoice: 'Bold',
      palette: { primary: '#6C5CE7', secondary: '#00CEC9' },
      logoUrl: null,
    });
  });

  it('sends free-text tone, and Friendly when the free text is blank', () => {
    expect(toBrandKitInput(filled({ toneChoice: 'custom', customTone: ' Warm and witty ' })).toneOfVoice).toBe('Warm and witty');
    expect(toBrandKitInput(filled({ toneChoice: 'custom', customTone: '  ' })).toneOfVoice).toBe('Friendly');
  });

  it('reads a saved kit back, free-text tone included', () => {
    const kit: BrandKit = {
      id: 'k1',
      name: 'Corner Café',
      industry: 'Coffee shop',
      targetAudience: 'Commuters',
      mainGoal: 'Regulars',
      platforms: ['TikTok', 'Email'],
      toneOfVoice: 'Warm and witty',
      palette: { primary: '#112233', secondary: '#445566' },
      logoUrl: 'https://logos.example/u1/logo.png',
      hemisphere: 'auto',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };

    const values = formFromBrandKit(kit);

    expect(values).toMatchObject({ toneChoice: 'custom', customTone: 'Warm and witty', primary: '#112233', logoUrl: kit.logoUrl });
    expect(toBrandKitInput(values)).toMatchObject({ toneOfVoice: 'Warm and witty', platforms: ['TikTok', 'Email'] });
    expect(formFromBrandKit({ ...kit, toneOfVoice: 'Playful' })).toMatchObject({ toneChoice: 'Playful', customTone: '' });
  });
});

describe('logo file check', () => {
  it('accepts PNG, JPG, WebP and GIF up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(logoFileProblem({ type, size: 5 * MB })).toBeNull();
    }
  });

  it('refuses files that are not images, or SVG', () => {
    expect(logoFileProblem({ type: 'application/pdf', size: 1000 })).toBe('The logo must be a PNG, JPG, WebP or GIF image.');
    expect(logoFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('The logo must be a PNG, JPG, WebP or GIF image.');
    expect(logoFileProblem({ type: '', size: 1000 })).toBe('The logo must be a PNG, JPG, WebP or GIF image.');
  });

  it('refuses files over 5 MB and empty files', () => {
    expect(logoFileProblem({ type: 'image/png', size: 5 * MB + 1 })).toBe('The logo must be 5 MB or smaller.');
    expect(logoFileProblem({ type: 'image/png', size: 0 })).toBe('The logo file is empty.');
  });
});

describe('storage upload errors', () => {
  it("reads the storage service's own message", () => {
    const xml = '<?xml version="1.0"?><Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size</Message></Error>';

    expect(storageErrorMessage(400, xml)).toBe('Your proposed upload exceeds the maximum allowed size');
  });

  it('falls back to the HTTP status when the body says nothing', () => {
    expect(storageErrorMessage(403, '')).toBe('The file storage refused the upload (HTTP 403).');
  });
});
