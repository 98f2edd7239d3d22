// Community HTML as the browser renders it: only the spec's tags and attributes survive
// (spec 02 §5), scripts and handlers never do, links keep only http(s) and mailto and always
// carry rel="noopener noreferrer"; the editor's own markup becomes the allowed tags.
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { WindowLike } from 'dompurify';
import { createSanitizer, editorHtmlToContent, textOfHtml } from '../../../web/src/lib/sanitize.ts';

const sanitize = createSanitizer(new JSDOM('').window as unknown as WindowLike);

describe('rendering a post', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<p><strong>Bold</strong> <em>it</em> <u>u</u></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>x = 1</code></pre><p>a<br>b</p>';
    expect(sanitize(html)).toBe(html);
  });

  it('drops scripts, event handlers, images, styles and unknown tags, keeping their text', () => {
    expect(sanitize('<p onclick="alert(1)">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitize('<img src=x onerror="alert(1)"><h1 style="color:red">Title</h1><span>inside</span>')).toBe('Titleinside');
    expect(sanitize('<svg><a href="https://x.test">x</a></svg>')).not.toContain('svg');
    expect(sanitize('<iframe src="https://evil.test"></iframe>ok')).toBe('ok');
  });

  it('keeps web and e-mail links, opening in a new tab without access to this page', () => {
    expect(sanitize('<a href="https://markk.test/a">site</a>')).toBe('<a href="https://markk.test/a" target="_blank" rel="noopener noreferrer">site</a>');
    expect(sanitize('<a href="mailto:sam@example.com" rel="opener" target="_self">mail</a>')).toBe(
      '<a href="mailto:sam@example.com" target="_blank" rel="noopener noreferrer">mail</a>',
    );
  });

  it('takes the address off javascript:, data: and relative links', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', '/settings', 'vbscript:x']) {
      const out = sanitize(`<a href="${href}">x</a>`);
      expect(out, href).not.toContain('href');
      expect(out).toContain('rel="noopener noreferrer"');
    }
  });
});

describe('what the editor sends', () => {
  it('turns the browser’s bold, italic and blocks into the allowed tags', () => {
    expect(editorHtmlToContent('<b>Big</b> <i>news</i><div>second line</div><br>', sanitize)).toBe('<strong>Big</strong> <em>news</em><p>second line</p><br>');
  });

  it('leaves blockquote, br and links alone while renaming', () => {
    expect(editorHtmlToContent('<blockquote>q</blockquote><br><a href="https://x.test">x</a>', sanitize)).toBe(
      '<blockquote>q</blockquote><br><a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('is nothing once the user has emptied the box', () => {
    for (const html of ['', '<br>', '<div><br></div>', '<p><br></p>', '&nbsp;', ' ']) expect(editorHtmlToContent(html, sanitize), html).toBe('');
  });
});

describe('the text of community HTML', () => {
  it('is what a reader sees, for blank checks', () => {
    expect(textOfHtml('<p>Hello&nbsp;<strong>there</strong></p><p>&lt;b&gt; &amp; co</p>')).toBe('Hello there <b> & co');
    expect(textOfHtml('<p><br></p>')).toBe('');
  });
});
