// Stored XSS in a real browser: the corpus of tests/support/xss-corpus.ts written through every
// field of xss/fields.ts, a few payloads per value, round after round until every payload has
// been through every field; after each round every page showing those fields is opened in
// Chromium (each person's first page of the round loaded afresh, the rest reached inside the
// app as its links do). No payload may open a dialog, call window.__xss, leave an element with its marker,
// an inline event handler or a script URL in the DOM, make a request off the stack's origin or
// break the Content-Security-Policy; and each shows as the text it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotOnFailure } from './browser.ts';
import { FIELDS, prepare, type Arrival, type View, type XssField } from './xss/fields.ts';
import { normalise, scanPage, XssWorld, type PageScan } from './xss/world.ts';
import { EVALUATED_TEMPLATE, packCorpus, XSS_CORPUS, type XssPayload } from '../support/xss-corpus.ts';

/** Each field's values, whole payloads packed up to its length, `slots` of them per round. */
const plan = FIELDS.map((field) => {
  const values = packCorpus(field.max, field.separator, 0, field.corpus ?? XSS_CORPUS);
  const rounds = Math.ceil(values.length / field.slots);
  if (field.once && rounds > 1) throw new Error(`${field.name}: the corpus needs ${rounds} rounds but the field is written once`);
  return { field, values, rounds };
});
const ROUNDS = Math.max(...plan.map((p) => p.rounds));
/** People whose pages are open at the same time. */
const SIDE_BY_SIDE = 4;
/** A round writes its fields and opens their pages; the first also signs every person in. */
const ROUND_MS = 300_000;

let world: XssWorld;
/** The payloads each field has carried to its pages so far. */
const written = new Map<string, Set<number>>();
let lastPage: ReturnType<XssWorld['openPage']>;

beforeAll(async () => {
  world = await XssWorld.open();
  await prepare(world);
}, 120_000);

afterAll(async () => {
  await world?.close();
});

interface Expectation {
  field: XssField;
  payload: XssPayload;
}

/** Whether a reader sees `payload` as the field shows it. */
function shown(scan: PageScan, { field, payload }: Expectation): boolean {
  if (field.shows === 'text') return normalise(scan.text).includes(normalise(payload.text));
  return new RegExp(`${payload.marker}(?!\\d)`).test(scan.text);
}

/** What is wrong with a page after its payloads were rendered. */
function problems(scan: PageScan, expected: Expectation[]): string[] {
  const found: string[] = [];
  for (const el of scan.markers) found.push(`element with a payload's marker: ${el}`);
  for (const el of scan.handlers) found.push(`inline event handler: ${el}`);
  for (const attr of scan.scriptUrls) found.push(`script URL in ${attr}`);
  for (const el of scan.foreignElements) found.push(`foreign element: ${el}`);
  for (const e of expected) {
    if (!shown(scan, e)) found.push(`${e.field.name}: payload ${e.payload.n} is not shown as written: ${e.payload.text}`);
    if (e.payload.kind === 'template' && new RegExp(`${EVALUATED_TEMPLATE} ${e.payload.marker}(?!\\d)`).test(normalise(scan.text))) {
      found.push(`${e.field.name}: template payload ${e.payload.n} was evaluated`);
    }
  }
  return found;
}

async function look(view: View, expected: Expectation[], arrival: Arrival): Promise<string[]> {
  const page = await world.pageOf(view.actor);
  lastPage = page;
  try {
    await view.open(page, arrival);
  } catch (error) {
    return [`${view.key}: the page did not open: ${(error as Error).message.split('\n')[0]}`];
  }
  // Pages fill in as their queries answer: wait until every payload is there, or report what is not.
  let scan = await scanPage(page);
  for (let i = 0; i < 40 && expected.some((e) => !shown(scan, e)); i++) {
    await page.waitForTimeout(250);
    scan = await scanPage(page);
  }
  return problems(scan, expected).map((problem) => `${view.key}: ${problem}`);
}

describe('stored XSS through every field, on every page that shows it', () => {
  for (let round = 0; round < ROUNDS; round++) {
    const writes = plan.filter((p) => p.rounds > round);
    it(`round ${round + 1} of ${ROUNDS}: ${writes.length} fields written and their pages opened`, { timeout: ROUND_MS }, async () => {
      screenshotOnFailure(() => lastPage, `xss-round-${round + 1}`);
      const views = new Map<string, { view: View; expected: Expectation[] }>();
      for (const { field, values } of writes) {
        const placements = await field.write(world, values.slice(round * field.slots, (round + 1) * field.slots));
        for (const { payloads, views: shownOn, shortenedOn = [] } of placements) {
          for (const view of shortenedOn) if (!views.has(view.key)) views.set(view.key, { view, expected: [] });
          for (const payload of payloads) (written.get(field.name) ?? written.set(field.name, new Set()).get(field.name)!).add(payload.n);
          for (const view of shownOn) {
            const entry = views.get(view.key) ?? { view, expected: [] };
            entry.expected.push(...payloads.map((payload) => ({ field, payload })));
            views.set(view.key, entry);
          }
        }
      }
      const found: string[] = [];
      // Each person has a page of their own: their pages are opened side by side with others',
      // SIDE_BY_SIDE people at a time (more pages rendering at once only starve each other).
      const byActor = new Map<string, { view: View; expected: Expectation[] }[]>();
      for (const entry of views.values()) byActor.set(entry.view.actor, [...(byActor.get(entry.view.actor) ?? []), entry]);
      const queue = [...byActor.values()];
      await Promise.all(
        Array.from({ length: SIDE_BY_SIDE }, async () => {
          for (let entries = queue.shift(); entries; entries = queue.shift()) {
            // A person's first page of the round is loaded afresh, the rest reached inside the app —
            // but only where payloads are expected: waiting for them proves the new page has
            // rendered, while a page that only shortens a value could still show the last one.
            for (const [i, { view, expected }] of entries.entries()) {
              found.push(...(await look(view, expected, i > 0 && expected.length > 0 ? 'navigate' : 'load')));
            }
          }
        }),
      );
      expect(found).toEqual([]);
      expect(world.fallout).toEqual({ dialogs: [], sinkCalls: [], foreignRequests: [] });
      expect(world.session.cspViolations).toEqual([]);
    });
  }

  it('every payload went through every field to its pages', () => {
    for (const field of FIELDS) {
      expect(
        [...(written.get(field.name) ?? [])].sort((a, b) => a - b),
        field.name,
      ).toEqual((field.corpus ?? XSS_CORPUS).map((p) => p.n));
    }
  });
});
