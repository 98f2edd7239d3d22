// The dashboard's "Your content" card rendered to HTML without a browser: one tile per content
// type, Documents included, so the tiles add up to the count in the heading.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { YourContentCard } from '../../../web/src/pages/dashboard/YourContentCard.tsx';

const render = (drafts: Parameters<typeof YourContentCard>[0]['drafts']) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(YourContentCard, { drafts })));

describe('Your content', () => {
  it('has a tile per type, Documents included, adding up to the heading’s count', () => {
    const html = render({ post: 7, email: 1, blog: 1, doc: 1, total: 10 });
    expect(html).toContain('(10)');
    const tiles = [...html.matchAll(/aria-label="([^"]+): (\d+) drafts?"/g)].map((m) => [m[1], Number(m[2])] as const);
    expect(tiles).toEqual([
      ['Social posts', 7],
      ['Newsletters', 1],
      ['Blog posts', 1],
      ['Documents', 1],
    ]);
    expect(tiles.reduce((sum, [, n]) => sum + n, 0)).toBe(10);
    expect(html).toContain('href="/content?type=doc"');
  });
});
