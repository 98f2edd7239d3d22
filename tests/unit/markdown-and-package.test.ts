// The package view's pure parts: Markdown drafts rendered as elements (headings, lists,
// emphasis; never raw "##", never live HTML) and post lengths against each platform's limit.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from '../../web/src/components/markdown/Markdown.tsx';
import { parseInline, parseMarkdown, plainText } from '../../web/src/components/markdown/markdown.ts';
import { charCount, hashtagsOf, lengthFor, overLimitText, platformOf, postedText } from '../../web/src/pages/onboarding/package-view.ts';

const render = (text: string, headingOffset?: number) => renderToStaticMarkup(createElement(Markdown, { text, headingOffset }));

describe('Markdown drafts', () => {
  const blog =
    '## Why mornings matter\n\nA good **flat white** starts the day.\nSecond line.\n\n- Oat milk\n- *Fresh* pastries\n\n1. Order\n2. Enjoy\n\n### Opening hours';

  it('renders headings, paragraphs with line breaks, bullet and numbered lists, and emphasis', () => {
    const html = render(blog, 0);
    expect(html).toContain('<h2>Why mornings matter</h2>');
    expect(html).toContain('<h3>Opening hours</h3>');
    expect(html).toContain('<p>A good <strong>flat white</strong> starts the day.<br/>Second line.</p>');
    expect(html).toContain('<ul><li>Oat milk</li><li><em>Fresh</em> pastries</li></ul>');
    expect(html).toContain('<ol><li>Order</li><li>Enjoy</li></ol>');
    expect(html).not.toContain('##');
  });

  it('shifts headings under the page: "##" with the default offset is an h4, never deeper than h6', () => {
    expect(render('## Menu')).toContain('<h4>Menu</h4>');
    expect(render('###### Deep', 3)).toContain('<h6>Deep</h6>');
  });

  it('keeps HTML and script in a draft as text', () => {
    const html = render('<script>alert("x")</script>\n\n<img src=x onerror=alert(1)> **bold**');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; <strong>bold</strong>');
  });

  it('leaves hashtags, snake_case and lone asterisks alone', () => {
    expect(parseInline('#brand_name and 2 * 3 * 4')).toEqual([{ kind: 'text', text: '#brand_name and 2 * 3 * 4' }]);
    expect(parseMarkdown('#NotAHeading')).toEqual([{ kind: 'paragraph', lines: [[{ kind: 'text', text: '#NotAHeading' }]] }]);
  });

  it('gives the plain text a reader sees', () => {
    expect(plainText('## Title\n\nSome **bold** text.\n\n- one\n- two')).toBe('Title\n\nSome bold text.\n\none\ntwo');
  });
});

describe('post lengths per platform', () => {
  it('counts characters as readers see them: an emoji with modifiers is one', () => {
    expect(charCount('Café ☕️ 👩‍🍳')).toBe(8);
  });

  it('measures against each platform’s caption limit', () => {
    expect(lengthFor('a'.repeat(300), 'Instagram')).toEqual({ count: 300, limit: 2200, over: false, label: '300 / 2,200 characters' });
    expect(lengthFor('a'.repeat(3001), 'LinkedIn')).toMatchObject({ over: true, label: '3,001 / 3,000 characters' });
    expect(lengthFor('a'.repeat(281), 'X')).toMatchObject({ over: true, limit: 280 });
    expect(overLimitText(lengthFor('a'.repeat(281), 'X'), 'X')).toBe("1 character over X's limit.");
    expect(overLimitText(lengthFor('a'.repeat(300), 'X'), 'X')).toBe("20 characters over X's limit.");
    expect(lengthFor('hello', 'Newsletter')).toEqual({ count: 5, limit: null, over: false, label: '5 characters' });
  });

  it("takes the writer's platform, else the brand's social platforms in turn (never Email or Blog)", () => {
    const post = { title: 'T', caption: 'C' };
    const brand = ['Instagram', 'Email', 'LinkedIn', 'Blog'];
    expect([0, 1, 2].map((i) => platformOf(post, i, brand))).toEqual(['Instagram', 'LinkedIn', 'Instagram']);
    expect(platformOf({ ...post, platform: 'TikTok' }, 0, brand)).toBe('TikTok');
    expect(platformOf(post, 0, ['Email'])).toBe('Email');
  });

  it("shows the writer's hashtags (added to the posted text when the caption lacks them), else the caption's", () => {
    expect(hashtagsOf({ title: 'T', caption: 'Hello #CornerCafé #coffee_time' })).toEqual(['#CornerCafé', '#coffee_time']);
    const listed = { title: 'T', caption: 'Hello #Brunch', hashtags: ['Brunch', '#Didsbury'] };
    expect(hashtagsOf(listed)).toEqual(['#Brunch', '#Didsbury']);
    expect(postedText(listed)).toBe('Hello #Brunch\n\n#Didsbury');
  });
});
