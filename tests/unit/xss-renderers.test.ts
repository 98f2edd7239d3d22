// The stored-XSS corpus through every place Markk turns user text into HTML itself: the
// Markdown renderer of drafts and package items, the account e-mails (the full name in the
// greeting), and the local outbox page that shows those e-mails. None may let a script, an
// inline event handler or a script URL through; each payload stays text.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from '../../web/src/components/markdown/Markdown.tsx';
import { accountMail, escapeHtml, type AccountMailKind } from '../../functions/lib/mail-templates.ts';
import { handler as customMessage } from '../../functions/triggers/custom-message.ts';
import { outboxPage } from '../../bin/local/outbox.ts';
import { EMAIL_PAYLOADS, XSS_CORPUS, joinPayloads } from '../support/xss-corpus.ts';

interface Tag {
  name: string;
  attributes: string[];
  source: string;
}

/**
 * The elements of an HTML string. Every renderer here escapes "<", ">" and quotes in text and
 * attribute values, so each "<…>" left is an element the renderer itself wrote.
 */
function tags(html: string): Tag[] {
  return [...html.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)].map((match) => ({
    name: match[1]!.toLowerCase(),
    attributes: [...match[2]!.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map((a) => `${a[1]!.toLowerCase()}=${a[2] ?? ''}`),
    source: match[0],
  }));
}

/** Everything in `html` that would run: unexpected elements, inline handlers, script URLs. */
function dangers(html: string, allowedTags: ReadonlySet<string>): string[] {
  const found: string[] = [];
  // A "<" that opens no element the pattern recognises is a malformed tag a browser might still read.
  const stray = html.replace(/<\/?[a-zA-Z][\w:-]*((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g, '').replace(/<!doctype html>/i, '');
  if (stray.includes('<')) found.push(`unescaped "<" in ${stray.slice(stray.indexOf('<'), stray.indexOf('<') + 60)}`);
  for (const tag of tags(html)) {
    if (!allowedTags.has(tag.name)) found.push(`element <${tag.name}>: ${tag.source.slice(0, 80)}`);
    for (const attribute of tag.attributes) {
      if (/^on/.test(attribute)) found.push(`event handler ${attribute.slice(0, 40)}`);
      if (/^(href|src|action|formaction|data|xlink:href|poster|background)=\s*(javascript|vbscript|data):/i.test(attribute))
        found.push(`script URL ${attribute.slice(0, 60)}`);
    }
  }
  return found;
}

const MARKDOWN_TAGS = new Set(['div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'code']);
const MAIL_TAGS = new Set(['div', 'h1', 'p']);
const OUTBOX_TAGS = new Set(['html', 'head', 'meta', 'title', 'style', 'body', 'h1', 'h2', 'p', 'article', 'strong', 'code', 'iframe']);

const markdown = (text: string) => renderToStaticMarkup(createElement(Markdown, { text }));

/** The text of rendered HTML, with the entities React and escapeHtml write read back. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('the Markdown renderer of drafts and package items', () => {
  it.each(XSS_CORPUS.map((p) => [p.n, p.kind, p]))('keeps payload %i (%s) as text', (_n, _kind, payload) => {
    const html = markdown(payload.text);
    expect(dangers(html, MARKDOWN_TAGS)).toEqual([]);
    expect(textOf(html)).toContain(payload.marker);
  });

  it('keeps the whole corpus as text, one payload a line, in a quote, a list and a heading', () => {
    const lines = XSS_CORPUS.map((p) => p.text);
    for (const text of [
      lines.join('\n'),
      lines.map((l) => `> ${l}`).join('\n'),
      lines.map((l) => `- ${l}`).join('\n'),
      lines.map((l) => `## ${l}`).join('\n\n'),
    ]) {
      const html = markdown(text);
      expect(dangers(html, MARKDOWN_TAGS)).toEqual([]);
      for (const payload of XSS_CORPUS) expect(textOf(html)).toMatch(new RegExp(`${payload.marker}(?!\\d)`));
    }
  });

  it('shows template expressions as written, never their value', () => {
    const html = markdown(
      XSS_CORPUS.filter((p) => p.kind === 'template')
        .map((p) => p.text)
        .join('\n'),
    );
    expect(textOf(html)).toContain('{{7*7}}');
    expect(textOf(html)).toContain('${7*7}');
    expect(textOf(html)).toContain('<%= 7*7 %>');
    expect(textOf(html)).not.toMatch(/\b49\b/);
  });
});

describe('the account e-mails, which greet the user by the full name they signed up with', () => {
  const kinds: AccountMailKind[] = ['verify', 'reset', 'attribute'];

  it.each(XSS_CORPUS.map((p) => [p.n, p.kind, p]))('payload %i (%s) as the full name is text in every mail', (_n, _kind, payload) => {
    for (const kind of kinds) {
      const { html } = accountMail(kind, payload.text, '{####}');
      expect(dangers(html, MAIL_TAGS)).toEqual([]);
      expect(html).toContain(`Hi ${escapeHtml(payload.text.trim())},`);
    }
  });

  it('the CustomMessage trigger puts the escaped name into the mail Cognito sends', async () => {
    const name = joinPayloads(XSS_CORPUS.slice(0, 30));
    const event = {
      triggerSource: 'CustomMessage_SignUp',
      request: { userAttributes: { 'custom:full_name': name }, codeParameter: '{####}' },
      response: {},
    } as unknown as Parameters<typeof customMessage>[0];
    const { response } = await customMessage(event);
    expect(dangers(response.emailMessage!, MAIL_TAGS)).toEqual([]);
    expect(textOf(response.emailMessage!)).toContain(`Hi ${name},`);
  });
});

describe('the local outbox page', () => {
  it('shows every mail, payloads in its subject, address and body, as text and the body only in a sandboxed frame', () => {
    const mails = [...XSS_CORPUS, ...EMAIL_PAYLOADS].map((payload, i) => ({
      id: String(i),
      to: payload.text,
      subject: payload.text,
      html: accountMail('verify', payload.text, '123456').html,
      code: payload.text,
      sentAt: payload.text,
    }));
    const page = outboxPage(mails);
    expect(dangers(page, OUTBOX_TAGS)).toEqual([]);
    const frames = tags(page).filter((tag) => tag.name === 'iframe');
    expect(frames).toHaveLength(mails.length);
    for (const frame of frames) expect(frame.attributes).toContain('sandbox=');
    for (const payload of XSS_CORPUS) expect(textOf(page)).toContain(payload.text);
  });
});
