// The server's sanitiser for community posts and replies: exactly the spec's tags and
// attributes, links with http(s) or mailto only, rel forced, target kept only as _blank; and
// the plain text of stored HTML for excerpts and search.
import { describe, expect, it } from 'vitest';
import { excerptOf, htmlText, sanitizeHtml } from '#lib/sanitize';
import { JSDOM } from 'jsdom';
import { ALLOWED_ATTR, ALLOWED_TAGS } from '#contracts/community';
import { XSS_CORPUS } from '../support/xss-corpus.ts';

describe('sanitizeHtml', () => {
  it('keeps every allowed tag', async () => {
    for (const tag of ALLOWED_TAGS.filter((t) => t !== 'br' && t !== 'a')) expect(await sanitizeHtml(`<${tag}>x</${tag}>`)).toBe(`<${tag}>x</${tag}>`);
    expect(await sanitizeHtml('a<br>b')).toBe('a<br>b');
  });

  it('drops scripts, event handlers, styles, classes, images, iframes and unknown tags, keeping their text', async () => {
    expect(
      await sanitizeHtml(
        '<p class="x" style="color:red" onclick="go()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><span>there</span></p>',
      ),
    ).toBe('<p>Hithere</p>');
    expect(await sanitizeHtml('<h1>Title</h1><div>body</div>')).toBe('Titlebody');
  });

  it('keeps http(s) and mailto links only, forces rel and keeps target only as _blank', async () => {
    expect(await sanitizeHtml('<a href="https://markk.example/x" target="_blank" rel="opener">ok</a>')).toBe(
      '<a href="https://markk.example/x" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(await sanitizeHtml('<a href="mailto:hi@example.com" target="_self">mail</a>')).toBe(
      '<a href="mailto:hi@example.com" rel="noopener noreferrer">mail</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '/relative',
      'ftp://files.example',
    ]) {
      expect(await sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a rel="noopener noreferrer">x</a>');
    }
  });

  it('leaves nothing executable from the XSS corpus', async () => {
    const { document } = new JSDOM('').window;
    for (const { text } of XSS_CORPUS) {
      const holder = document.createElement('div');
      holder.innerHTML = await sanitizeHtml(text);
      for (const element of holder.querySelectorAll('*')) {
        expect(ALLOWED_TAGS as readonly string[], text).toContain(element.tagName.toLowerCase());
        for (const { name, value } of element.attributes) {
          expect(ALLOWED_ATTR as readonly string[], text).toContain(name);
          if (name === 'href') expect(value, text).toMatch(/^(?:https?:|mailto:)/i);
          if (name === 'target') expect(value, text).toBe('_blank');
          if (name === 'rel') expect(value, text).toBe('noopener noreferrer');
        }
      }
    }
  });
});

describe('htmlText and excerptOf', () => {
  it('turns sanitised HTML into text with entities decoded', () => {
    expect(htmlText('<p>a &amp; b &lt;c&gt;</p><ul><li>one</li><li>two</li></ul>')).toBe('a & b <c> one two');
  });

  it('cuts excerpts at 200 characters on a word', () => {
    const text = `<p>${'word '.repeat(100)}</p>`;
    const excerpt = excerptOf(text);
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt.endsWith('word…')).toBe(true);
  });
});
