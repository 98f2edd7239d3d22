// A resource card as a user sees it, rendered to HTML without a browser: the category's name,
// at most 3 tags plus "+N more" (spec 02 §9), the file type, its size in bytes, KB or MB (at most one decimal) or
// "Unknown size" (§5), the download count (0 by default), the featured mark, the bookmark
// toggle's pressed state, Preview only for text and PDF files, Delete only for admins, and
// the resource's text kept as text.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ResourceView } from '#contracts/resources';
import { ResourceCard, type ResourceCardProps } from '../../../web/src/pages/resources/ResourceCard.tsx';

const resource: ResourceView = {
  id: 'res-1',
  title: 'Paid ads launch checklist',
  description: 'Everything to check before the first campaign goes live.',
  fileName: 'paid-ads-launch-checklist.pdf',
  fileSize: 1536,
  fileType: 'pdf',
  contentType: 'application/pdf',
  category: 'paid-ads',
  tags: ['ads', 'launch', 'checklist', 'meta', 'google'],
  downloadCount: 0,
  isFeatured: false,
  bookmarked: false,
  createdAt: '2026-11-23T00:00:00.000Z',
  canPreview: true,
};

const noop = () => undefined;
const render = (change: Partial<ResourceView> = {}, props: Partial<ResourceCardProps> = {}) =>
  renderToStaticMarkup(
    createElement(ResourceCard, {
      resource: { ...resource, ...change },
      isAdmin: false,
      downloading: false,
      onDownload: noop,
      onPreview: noop,
      onBookmark: noop,
      onDelete: noop,
      ...props,
    }),
  );

/** The text of an element with `data-testid`, or null when there is none. */
const byTestId = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;
/** The tags the card lists (the blue badges). */
const tagsOf = (html: string) => [...html.matchAll(/badge-color-blue[^>]*>([^<]*)</g)].map((m) => m[1]);
/** The attributes of the button whose aria-label is `label`. */
const button = (html: string, label: string) => new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`).exec(html)?.[0] ?? null;

describe('a resource card', () => {
  it('shows the title, the description, the category’s name, the file type, size and download count', () => {
    const html = render();
    expect(html).toContain('>Paid ads launch checklist</h3>');
    expect(html).toContain('Everything to check before the first campaign goes live.');
    expect(html).toContain('>Paid Ads<');
    expect(byTestId(html, 'resource-type')).toBe('PDF');
    expect(byTestId(html, 'resource-size')).toBe('1.5 KB');
    expect(byTestId(html, 'resource-downloads')).toBe('0 downloads');
    expect(byTestId(render({ downloadCount: 1 }), 'resource-downloads')).toBe('1 download');
  });

  it('shows at most 3 tags plus "+N more"', () => {
    const html = render();
    expect(tagsOf(html)).toEqual(['ads', 'launch', 'checklist']);
    expect(byTestId(html, 'resource-more-tags')).toBe('+2 more');
    expect(tagsOf(render({ tags: ['ads', 'launch', 'checklist'] }))).toEqual(['ads', 'launch', 'checklist']);
    expect(byTestId(render({ tags: ['ads', 'launch', 'checklist'] }), 'resource-more-tags')).toBeNull();
    expect(render({ tags: null })).not.toContain('aria-label="Tags"');
  });

  it('says "Unknown size" when the size is missing', () => {
    expect(byTestId(render({ fileSize: null }), 'resource-size')).toBe('Unknown size');
    expect(byTestId(render({ fileSize: 2 * 1024 * 1024 }), 'resource-size')).toBe('2 MB');
  });

  it('marks featured resources only', () => {
    expect(render({ isFeatured: true })).toContain('data-testid="resource-featured"');
    expect(render()).not.toContain('data-testid="resource-featured"');
  });

  it('has a bookmark toggle whose pressed state is the viewer’s bookmark', () => {
    expect(button(render(), 'Bookmark Paid ads launch checklist')).toContain('aria-pressed="false"');
    expect(button(render({ bookmarked: true }), 'Bookmark Paid ads launch checklist')).toContain('aria-pressed="true"');
  });

  it('offers Download always, Preview for text and PDF files only', () => {
    expect(button(render(), 'Download Paid ads launch checklist')).not.toBeNull();
    expect(button(render(), 'Preview Paid ads launch checklist')).not.toBeNull();
    expect(button(render({ fileType: 'mp4', contentType: 'video/mp4', canPreview: false }), 'Preview Paid ads launch checklist')).toBeNull();
  });

  it('offers Delete to admins only', () => {
    expect(button(render(), 'Delete Paid ads launch checklist')).toBeNull();
    expect(button(render({}, { isAdmin: true }), 'Delete Paid ads launch checklist')).not.toBeNull();
  });

  it('keeps markup in a title, description or tag as text', () => {
    const html = render({ title: '<img src=x onerror=alert(1)>', description: '<script>alert(2)</script>', tags: ['<b>bold</b>'] });
    expect(html).not.toMatch(/<img|<script|<b>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });
});
