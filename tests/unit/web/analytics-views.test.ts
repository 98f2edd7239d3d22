// The analytics views rendered to HTML without a browser: the dashboard's "This week" card, the
// totals with their changes, and the top posts (Details only on Premium), from an overview as
// the server sends it.
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Overview } from '#contracts/analytics-overview';
import { TopPostsTable } from '../../../web/src/pages/analytics/TopPostsTable.tsx';
import { TotalsCards } from '../../../web/src/pages/analytics/TotalsCards.tsx';
import { ThisWeekCard } from '../../../web/src/pages/dashboard/ThisWeekCard.tsx';
import { analyticsOverviewQuery } from '../../../web/src/queries/analytics-overview.ts';

const total = (value: number, previous: number, change: number | null) => ({ value, previous, change });

function overview(change: Partial<Overview> = {}): Overview {
  return {
    range: { from: '2026-11-21', to: '2026-11-27', days: 7, previousFrom: '2026-11-14', previousTo: '2026-11-20' },
    advanced: false,
    totals: { clicks: total(125, 100, 0.25), impressions: total(4000, 0, null), engagementRate: total(0.0345, 0.04, -0.1375), postsPublished: total(3, 3, 0) },
    series: [],
    topPosts: [
      {
        postId: 'post-1',
        network: 'instagram',
        accountName: 'cornercafe',
        caption: 'Pumpkin spice is back',
        publishedAt: '2026-11-24T09:00:00.000Z',
        url: 'https://instagram.example/p/1',
        impressions: 2100,
        reach: 1800,
        engagements: 140,
        clicks: 40,
      },
    ],
    clicksByNetwork: [{ source: 'instagram', clicks: 40 }],
    insights: [],
    sources: { connectedAccounts: true, scheduledPosts: true, links: true },
    ...change,
  };
}

function render(element: ReactElement, cached?: Overview): string {
  const client = new QueryClient();
  if (cached) client.setQueryData(analyticsOverviewQuery({ days: '7' }).queryKey, cached);
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, element)));
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('This week on the dashboard', () => {
  it('shows the week’s clicks with their change and the best post, linking to analytics', () => {
    const html = text(render(createElement(ThisWeekCard), overview()));

    expect(html).toContain('Clicks 125 +25 % vs previous 7 days');
    expect(html).toContain('Best post Pumpkin spice is back Instagram · 40 clicks');
    expect(render(createElement(ThisWeekCard), overview())).toContain('href="/analytics"');
  });

  it('says when nothing was published this week', () => {
    const html = text(render(createElement(ThisWeekCard), overview({ topPosts: [], totals: { ...overview().totals, clicks: total(0, 0, null) } })));

    expect(html).toContain('Clicks 0 No earlier data');
    expect(html).toContain('Nothing published this week yet.');
  });
});

describe('the totals', () => {
  it('shows each total with its change against the previous period', () => {
    const html = text(render(createElement(TotalsCards, { overview: overview() })));

    expect(html).toContain('Clicks 125 +25 % vs previous 7 days');
    expect(html).toContain('Impressions 4,000 No earlier data');
    expect(html).toContain('Engagement rate 3.5 % −14 % vs previous 7 days');
    expect(html).toContain('Posts published 3 Same as the previous 7 days');
  });
});

describe('the top posts', () => {
  const table = (onDetails?: () => void) => render(createElement(TopPostsTable, { overview: overview(), loading: false, fileName: 'f.csv', onDetails }));

  it('links each post on its network in a new tab', () => {
    const html = table();

    const link = /<a [^>]*href="https:\/\/instagram.example\/p\/1"[^>]*>/.exec(html)?.[0];
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
    expect(text(html)).toContain('View on Instagram');
    expect(text(html)).not.toContain('Details');
  });

  it('offers a post’s details on Premium', () => {
    expect(table(() => undefined)).toContain('aria-label="Details: Pumpkin spice is back"');
  });

  it('says how to get results when no account is connected', () => {
    const html = render(
      createElement(TopPostsTable, {
        overview: overview({ topPosts: [], sources: { connectedAccounts: false, scheduledPosts: false, links: false } }),
        loading: false,
        fileName: 'f.csv',
      }),
    );

    expect(text(html)).toContain('Connect an account to see how your posts do.');
    expect(html).toContain('href="/settings?tab=connections"');
  });
});
