// What the stored-XSS browser test runs against: the people who write the payloads (each with
// a browser context of their own, given their session when first needed, or a signed-out visitor), and a
// look at a page that gathers everything a payload could have done to it.
import type { BrowserContext, Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from '../browser.ts';
import { putSession } from '../signed-in.ts';
import { stackUrl, type TestUser } from '../../support/users.ts';
import { XSS_ORIGIN } from '../../support/xss-corpus.ts';

/** Someone Markk shows pages to: a signed-in user, or (without `user`) a visitor. */
export interface Actor {
  key: string;
  user?: TestUser;
  /** Whatever the fields need to remember about this person (a run id, draft ids, invite tokens). */
  data: Record<string, unknown>;
}

/** Everything a payload run in the page would leave behind. */
export interface Fallout {
  dialogs: string[];
  sinkCalls: string[];
  foreignRequests: string[];
}

export class XssWorld {
  readonly actors = new Map<string, Actor>();
  readonly fallout: Fallout = { dialogs: [], sinkCalls: [], foreignRequests: [] };
  /** Set-up shared by several fields (a user and their run), made once. */
  readonly memo = new Map<string, Promise<unknown>>();
  private readonly pages = new Map<string, Page>();

  private constructor(readonly session: BrowserSession) {
    this.addActor('visitor');
  }

  static async open(): Promise<XssWorld> {
    return new XssWorld(await openBrowser());
  }

  addActor(key: string, user?: TestUser, data: Record<string, unknown> = {}): Actor {
    const actor: Actor = { key, data, ...(user ? { user } : {}) };
    this.actors.set(key, actor);
    return actor;
  }

  actor(key: string): Actor {
    const actor = this.actors.get(key);
    if (!actor) throw new Error(`No actor ${key}`);
    return actor;
  }

  /** The actor's page: a fresh context of its own, watched for every sink, with the actor's session. */
  async pageOf(key: string): Promise<Page> {
    const open = this.pages.get(key);
    if (open) return open;
    const actor = this.actor(key);
    const context = await this.session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await this.watch(context, key);
    const page = await context.newPage();
    this.pages.set(key, page);
    if (actor.user) await putSession(page, actor.user);
    return page;
  }

  /** The page currently open for `key`, if any (for failure screenshots). */
  openPage(key: string): Page | undefined {
    return this.pages.get(key);
  }

  private async watch(context: BrowserContext, key: string) {
    const origin = new URL(stackUrl()).origin;
    await context.exposeBinding('__xss', (_source, n: unknown) => {
      this.fallout.sinkCalls.push(`${key}: __xss(${String(n)})`);
    });
    context.on('page', (page) => {
      page.on('dialog', (dialog) => {
        this.fallout.dialogs.push(`${key} on ${page.url()}: ${dialog.type()} ${dialog.message()}`);
        void dialog.dismiss().catch(() => undefined);
      });
    });
    context.on('request', (request) => {
      const url = request.url();
      if (url.startsWith('data:') || url.startsWith('blob:')) return;
      if (url.startsWith(XSS_ORIGIN) || new URL(url).origin !== origin) this.fallout.foreignRequests.push(`${key}: ${request.method()} ${url}`);
    });
  }

  async close() {
    await this.session.close();
  }
}

/** What a look at the page found. */
export interface PageScan {
  /** Elements carrying a payload's marker (id="xss-…" or data-xss). */
  markers: string[];
  /** Elements with an inline event handler attribute (onerror, onload, …). */
  handlers: string[];
  /** Attributes that hold a javascript:, vbscript: or data:text/html URL. */
  scriptUrls: string[];
  /** Scripts, frames, objects, embeds, <base> and <meta http-equiv> that are not the app's own. */
  foreignElements: string[];
  /** The text a reader sees: the body's text, form fields' values and the document title. */
  text: string;
}

/** Looks through the whole DOM of `page` for anything a payload could have put there. */
export function scanPage(page: Page): Promise<PageScan> {
  return page.evaluate(() => {
    const describe = (el: Element) => el.outerHTML.slice(0, 160);
    const all = Array.from(document.querySelectorAll('*'));
    const markers = all.filter((el) => el.hasAttribute('data-xss') || /^xss-/i.test(el.id)).map(describe);
    const handlers = all.filter((el) => el.getAttributeNames().some((name) => /^on/i.test(name))).map(describe);
    const scriptUrl = /^\s*(javascript|vbscript|data\s*:\s*text\/html)/i;
    const scriptUrls = all.flatMap((el) =>
      el
        .getAttributeNames()
        .filter((name) => /^(href|src|action|formaction|data|srcdoc|xlink:href|content|poster|background)$/i.test(name))
        .filter((name) => scriptUrl.test((el.getAttribute(name) ?? '').replace(/[\u0000-\u0020]/g, '')))
        .map((name) => `${name} on ${describe(el)}`),
    );
    // Read as attributes: an <svg><script> is no HTMLScriptElement and has no .src.
    const fromHere = (url: string | null) => url !== null && new URL(url, location.href).origin === location.origin;
    const foreignElements = all
      .filter((el) => {
        const tag = el.localName.toLowerCase();
        if (tag === 'script') return !fromHere(el.getAttribute('src'));
        if (tag === 'link') return !fromHere(el.getAttribute('href'));
        if (tag === 'meta') return el.hasAttribute('http-equiv');
        return ['iframe', 'frame', 'object', 'embed', 'base', 'applet', 'portal'].includes(tag);
      })
      .map(describe);
    const values = Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')).map((el) => el.value);
    const text = [document.title, document.body.innerText, ...values].join('\n');
    return { markers, handlers, scriptUrls, foreignElements, text };
  });
}

/** Whitespace as a reader compares it: any run of spaces, tabs and line breaks is one space. */
export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
