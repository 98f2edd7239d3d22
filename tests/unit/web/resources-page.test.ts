// The /resources page's states as a user first sees them, rendered to HTML without a browser:
// six skeleton cards while the list loads; "No resources found" with "Upload your first
// resource to get started" when nothing exists (and Upload Resource for admins only), or with
// "Try adjusting your search or filter criteria" when filters match nothing; the grid with
// "Load more" when there is another page; the filters read back from the URL.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { ResourcePage, ResourceView } from '#contracts/resources';
import { ToastContext } from '../../../web/src/app/toast/toast-context.ts';
import { createQueryClient } from '../../../web/src/queries/query-client.ts';
import { resourceKeys } from '../../../web/src/queries/resources.ts';
import ResourcesPage from '../../../web/src/pages/resources/ResourcesPage.tsx';
import { filtersFromParams, listQueryOf } from '../../../web/src/pages/resources/resources-logic.ts';

const guide: ResourceView = {
  id: 'guide-1',
  title: 'Welcome e-mail sequence SOP',
  description: 'Five e-mails that turn new subscribers into customers.',
  fileName: 'welcome.pdf',
  fileSize: 6730,
  fileType: 'pdf',
  contentType: 'application/pdf',
  category: 'email-marketing',
  tags: ['email'],
  downloadCount: 3,
  isFeatured: true,
  bookmarked: false,
  createdAt: '2026-11-23T00:00:00.000Z',
  canPreview: true,
};

/** The page at `url`, with the list's answer for that URL already read when `page` is given. */
function render(url: string, page?: Partial<ResourcePage>) {
  const client = createQueryClient();
  if (page) {
    const query = listQueryOf(filtersFromParams(new URL(url, 'http://markk.test').searchParams));
    client.setQueryData(resourceKeys.list(query), {
      pages: [{ resources: [], nextCursor: null, total: 0, viewer: { isAdmin: false }, ...page }],
      pageParams: [null],
    });
  }
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(ToastContext.Provider, { value: () => undefined }, createElement(MemoryRouter, { initialEntries: [url] }, createElement(ResourcesPage))),
    ),
  );
}

const count = (html: string, text: string) => html.split(text).length - 1;

describe('the Resources Vault page', () => {
  it('has its title, subtitle, search, category, sort and Bookmarked filters', () => {
    const html = render('/resources');
    expect(html).toMatch(/<h1[^>]*><span[^>]*>Resources Vault<\/span><\/h1>/);
    expect(html).toContain('Access SOPs, guides, and important documents');
    expect(html).toContain('placeholder="Search resources..."');
    expect(html).toContain('All Categories');
    expect(html).toContain('Most Recent');
    expect(html).toContain('Bookmarked');
  });

  it('shows six skeleton cards while the list loads', () => {
    const html = render('/resources');
    const skeletons = html.slice(html.indexOf('data-testid="resource-skeletons"'));
    expect(html).toContain('aria-busy="true"');
    expect(count(skeletons, 'awsui_fit-height')).toBe(6);
  });

  it('says "Upload your first resource to get started" when nothing exists, with Upload Resource for admins only', () => {
    const member = render('/resources', { total: 0 });
    expect(member).toContain('No resources found');
    expect(member).toContain('Upload your first resource to get started');
    expect(member).not.toContain('Upload Resource');

    const admin = render('/resources', { total: 0, viewer: { isAdmin: true } });
    expect(count(admin, '>Upload Resource<')).toBe(2);
  });

  it('says "Try adjusting your search or filter criteria" when filters match nothing, and reads them from the URL', () => {
    const html = render('/resources?q=webinar&category=paid-ads&sort=downloads&bookmarked=true', { total: 9 });
    expect(html).toContain('No resources found');
    expect(html).toContain('Try adjusting your search or filter criteria');
    expect(html).toContain('Clear filters');
    expect(html).toContain('value="webinar"');
    expect(html).toContain('Paid Ads');
    expect(html).toContain('Most Downloaded');
  });

  it('lists the cards, with Load more while there is another page', () => {
    const html = render('/resources', { resources: [guide], total: 30, nextCursor: 'page-2' });
    expect(html).toContain('data-testid="resource-grid"');
    expect(count(html, 'data-testid="resource-card"')).toBe(1);
    expect(html).toContain('3 downloads');
    expect(html).toContain('Load more');
    expect(render('/resources', { resources: [guide], total: 1 })).not.toContain('Load more');
  });
});
