// "Track links" on a newsletter or blog draft, its pure part: which addresses of a Markdown or
// HTML body get short links, and the body with the short links in their place, every other
// character as written.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyWithLinks, contentUrlsIn, MAX_CONTENT_LINKS, shortCodesIn } from '#domain/analytics/content-links';

const APP = 'https://app.markk.test';
const SHORT_A = `${APP}/l/aaaa1111`;
const SHORT_B = `${APP}/l/bbbb2222`;

/** The body as "Track links" saves it, with every address found given a short link (the first A, the next B, and so on). */
function tracked(body: string): string {
  const urls = contentUrlsIn(body, APP);
  return bodyWithLinks(body, new Map(urls.map((url, i) => [url, `${APP}/l/${String.fromCharCode(97 + i).repeat(4)}${i}${i}${i}${i}`])));
}

describe('the addresses of a draft that get short links', () => {
  it('finds bare addresses without the sentence’s punctuation, each once, in order', () => {
    const body = 'Order at https://crumb.example/cakes. Menu (https://crumb.example/menu?x=1), again: https://crumb.example/cakes!';
    expect(contentUrlsIn(body, APP)).toEqual(['https://crumb.example/cakes', 'https://crumb.example/menu?x=1']);
  });

  it('reads a Markdown link as its text and its address, and emphasis marks as Markdown', () => {
    const body = '[our menu](https://crumb.example/menu) and [https://crumb.example/](https://crumb.example/shop "Shop") and **https://crumb.example/bold**.';
    expect(contentUrlsIn(body, APP)).toEqual([
      'https://crumb.example/menu',
      'https://crumb.example/',
      'https://crumb.example/shop',
      'https://crumb.example/bold',
    ]);
  });

  it('reads an HTML link’s href, with &amp; as &, and leaves images alone', () => {
    const body =
      '<p><a href="https://crumb.example/a?x=1&amp;y=2">Shop</a> <img src="https://cdn.example/cake.png" srcset="https://cdn.example/a.png 1x, https://cdn.example/b.png 2x"> ![cake](https://cdn.example/md.png)</p>';
    expect(contentUrlsIn(body, APP)).toEqual(['https://crumb.example/a?x=1&y=2']);
  });

  it('keeps the parentheses that belong to the address', () => {
    expect(contentUrlsIn('See [it](https://en.wikipedia.org/wiki/Cake_(food)).', APP)).toEqual(['https://en.wikipedia.org/wiki/Cake_(food)']);
  });

  it('skips Markk’s own short links and what is no web address', () => {
    expect(contentUrlsIn(`Ours: ${SHORT_A}, http://, ftp://files.example/x, crumb.example/cakes`, APP)).toEqual([]);
  });

  it('tracks at most MAX_CONTENT_LINKS distinct addresses', () => {
    const body = Array.from({ length: MAX_CONTENT_LINKS + 5 }, (_, i) => `https://shop.example/${i}`).join('\n');
    expect(contentUrlsIn(body, APP)).toHaveLength(MAX_CONTENT_LINKS);
  });
});

describe('the draft’s body with its short links', () => {
  it('replaces bare addresses and every copy of a repeated one, and keeps the punctuation', () => {
    const body = 'Order at https://crumb.example/cakes. Menu: https://crumb.example/menu, again https://crumb.example/cakes!';
    const links = new Map([
      ['https://crumb.example/cakes', SHORT_A],
      ['https://crumb.example/menu', SHORT_B],
    ]);
    expect(bodyWithLinks(body, links)).toBe(`Order at ${SHORT_A}. Menu: ${SHORT_B}, again ${SHORT_A}!`);
  });

  it('keeps Markdown links as links: the address in the parentheses, the title after it', () => {
    const links = new Map([['https://crumb.example/menu', SHORT_A]]);
    expect(bodyWithLinks('[our menu](https://crumb.example/menu "Menu") <https://crumb.example/menu>', links)).toBe(
      `[our menu](${SHORT_A} "Menu") <${SHORT_A}>`,
    );
  });

  it('keeps HTML as HTML: the href’s quotes and the element around it, the image untouched', () => {
    const body = '<a href="https://crumb.example/a?x=1&amp;y=2" class="btn">Shop</a><img src="https://crumb.example/a?x=1&amp;y=2">';
    const links = new Map([['https://crumb.example/a?x=1&y=2', SHORT_A]]);
    expect(bodyWithLinks(body, links)).toBe(`<a href="${SHORT_A}" class="btn">Shop</a><img src="https://crumb.example/a?x=1&amp;y=2">`);
  });

  it('leaves a body whose addresses are all short links as it is, and names their codes', () => {
    const body = `Shop: ${SHORT_A}. Menu: [menu](${SHORT_B}) and again ${SHORT_A}`;
    expect(tracked(body)).toBe(body);
    expect(shortCodesIn(body, APP)).toEqual(['aaaa1111', 'bbbb2222']);
    expect(shortCodesIn('https://other.example/l/aaaa1111', APP)).toEqual([]);
  });

  it('changes nothing but the addresses, whatever surrounds them', () => {
    const text = fc.string({ maxLength: 40 }).filter((s) => !/https?:/i.test(s));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const body = `${before} https://crumb.example/x ${after}`;
        expect(tracked(body)).toBe(`${before} ${APP}/l/aaaa0000 ${after}`);
      }),
    );
  });

  it('leaves a body without addresses word for word', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }).filter((s) => !/https?:\/\//i.test(s)),
        (body) => {
          expect(contentUrlsIn(body, APP)).toEqual([]);
          expect(tracked(body)).toBe(body);
        },
      ),
    );
  });
});
