// Field validation, slide counts, tones and contrast: the small rules the endpoints rely on.
import { describe, expect, it } from 'vitest';
import { Invalid } from '#lib/errors';
import { contrastRatio, parseFields, slideCount, TEMPLATE_IDS, TEMPLATES, toneOf } from '#lib/studio/index';

const invalid = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(Invalid);
    return (e as Error).message;
  }
  throw new Error('expected Invalid');
};

describe('parseFields', () => {
  it('trims, joins lines and strips control characters', () => {
    expect(parseFields('text-card', { headline: '  Fresh\u0000 bread\r\nevery\tday \u0007', body: '', extra: 'dropped' })).toEqual({
      headline: 'Fresh bread every day',
      body: '',
    });
  });

  it('names the field in every refusal', () => {
    expect(invalid(() => parseFields('text-card', { headline: 'x'.repeat(121) }))).toBe('The headline can be at most 120 characters.');
    expect(invalid(() => parseFields('text-card', { headline: ' \n ' }))).toBe('Add a headline.');
    expect(invalid(() => parseFields('text-card', { headline: 42 }))).toBe('The headline must be text.');
    expect(invalid(() => parseFields('carousel', { slides: 'one\ntwo' }))).toBe('Add at least 3 slides (one per line).');
    expect(invalid(() => parseFields('carousel', { slides: Array.from({ length: 11 }, (_, i) => `Slide ${i}`) }))).toBe('Use at most 10 slides.');
    expect(invalid(() => parseFields('tip', { title: 'Tips', steps: ['one', 'y'.repeat(91)] }))).toBe('Each step can be at most 90 characters.');
    expect(invalid(() => parseFields('event', { name: 'Open day' }))).toBe('Add a date.');
    expect(invalid(() => parseFields('quote', 'not an object'))).toBe('The fields must be an object of texts and lists.');
  });

  it('counts an emoji as one character, not its UTF-16 length', () => {
    expect(parseFields('stat', { number: '🍞'.repeat(12), statement: 'loaves' }).number).toBe('🍞'.repeat(12));
  });

  it('takes a list as an array or one item per line, dropping blank lines', () => {
    expect(parseFields('carousel', { slides: 'one\n\n two \nthree\r\n' }).slides).toEqual(['one', 'two', 'three']);
    expect(slideCount('carousel', parseFields('carousel', { slides: ['a', 'b', 'c', 'd'] }))).toBe(4);
    expect(slideCount('quote', {})).toBe(1);
  });
});

describe('the catalogue', () => {
  it('has ten templates, each with two or more layouts; only the carousel is premium', () => {
    expect(TEMPLATE_IDS).toHaveLength(10);
    for (const id of TEMPLATE_IDS) {
      expect(TEMPLATES[id].id).toBe(id);
      expect(TEMPLATES[id].variants).toBeGreaterThanOrEqual(2);
      expect(TEMPLATES[id].premium).toBe(id === 'carousel');
    }
    expect(TEMPLATES.product.photos).toBe(1);
    expect(TEMPLATES['before-after'].photos).toBe(2);
  });

  it('maps brand-kit tones and free text to studio tones', () => {
    expect(['Friendly', 'Professional', 'Bold', 'Playful', 'Elegant and refined', 'luxury spa', 'warm'].map(toneOf)).toEqual([
      'friendly',
      'professional',
      'professional',
      'playful',
      'luxurious',
      'luxurious',
      'friendly',
    ]);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
