// The starter library: eight real documents, one per category, some featured, built from
// Markdown — PDFs rendered by PDFKit (the same bytes every build), text as plain text.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLANS } from '#contracts/plans';
import { RESOURCE_CATEGORIES } from '#contracts/resources';
import { STARTER_LIBRARY } from '../../functions/domain/resource-starter.ts';
import { STARTER_SOURCE_DIR, markdownToText, renderStarter } from '../../bin/starter-library.ts';

describe('the starter library', () => {
  it('has one resource per category, fixed ids, some featured, in PDF, Markdown and text', () => {
    expect(STARTER_LIBRARY.map((r) => r.category).sort()).toEqual([...RESOURCE_CATEGORIES].sort());
    expect(new Set(STARTER_LIBRARY.map((r) => r.resourceId)).size).toBe(STARTER_LIBRARY.length);
    expect(STARTER_LIBRARY.some((r) => r.isFeatured)).toBe(true);
    expect(new Set(STARTER_LIBRARY.map((r) => r.format))).toEqual(new Set(['pdf', 'md', 'txt']));
  });

  it('is written out: every source has 600 words or more', async () => {
    for (const r of STARTER_LIBRARY) {
      const text = await readFile(path.join(STARTER_SOURCE_DIR, `${r.slug}.md`), 'utf8');
      expect(text.split(/\s+/).filter(Boolean).length, r.slug).toBeGreaterThanOrEqual(600);
      expect(text.split('\n')[0], r.slug).toMatch(new RegExp(`^# ${r.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  });

  it('names money in the plans’ currency only', async () => {
    const symbol = PLANS.find((plan) => plan.pricePence > 0)!.priceLabel[0]!;
    expect(symbol).toBe('£');
    let amounts = 0;
    for (const r of STARTER_LIBRARY) {
      const text = await readFile(path.join(STARTER_SOURCE_DIR, `${r.slug}.md`), 'utf8');
      expect(text.match(/[$€¥]\s?\d|\d\s?(USD|EUR|dollars?|euros?)\b/gi) ?? [], r.slug).toEqual([]);
      amounts += (text.match(new RegExp(`${symbol}\\d`, 'g')) ?? []).length;
    }
    expect(amounts).toBeGreaterThan(0);
  });

  it('renders PDFs with PDFKit, the same bytes each time', async () => {
    const pdf = STARTER_LIBRARY.find((r) => r.format === 'pdf')!;
    const [a, b] = await Promise.all([renderStarter(pdf), renderStarter(pdf)]);
    expect(a.subarray(0, 5).toString()).toBe('%PDF-');
    expect(a.byteLength).toBeGreaterThan(3000);
    expect(a.equals(b)).toBe(true);
  });

  it('turns Markdown into plain text for the .txt resource', () => {
    expect(markdownToText('# Title\n\nSome **bold** and [a link](https://example.com).\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n')).toBe(
      'TITLE\n=====\n\nSome bold and a link.\n\nA | B\n1 | 2\n',
    );
  });
});
