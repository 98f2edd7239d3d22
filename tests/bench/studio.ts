// The creative studio's drawing speed (`npm run bench`, or alone: npx tsx tests/bench/studio.ts).
//  - Through the local stack: POST /studio/preview for a 1080 × 1080 and a 1080 × 1920 offer
//    image, the first request after the stack started (cold: the handler, the fonts and satori's
//    WebAssembly loaded) and 30 more of each (warm), p50 and p99.
//  - The studio's own overhead: renderImage (checking the fields, fitting the text with the
//    fonts' widths, laying out, drawing) against satori + resvg alone drawing the same finished
//    layout. The ratio is satori + resvg's time over the studio's (goal ≥ 0.8).
import { pathToFileURL } from 'node:url';
import type { ReactNode } from 'react';
import type { LocalStack } from '../../bin/local/stack.ts';
import type { RenderInput, StudioBrand } from '#lib/studio/types';
import type { ImageDesign } from '#contracts/studio';
import { signedInToken } from './load.ts';

const RUNS = 30;
const brand: StudioBrand = { name: 'Rosie’s Bakery', primary: '#8B4513', secondary: '#F5DEB3', tone: 'friendly', logo: null };
const fields = {
  headline: 'Half-price pastries after 4pm 🥐',
  price: '£2.50',
  oldPrice: '£5',
  code: 'SWEET50',
  ends: 'Ends Sunday 12 May',
  details: 'Every weekday in the shop. While stocks last.',
};
const design = (size: 'square' | 'story'): ImageDesign => ({ template: 'offer', size, fields, pattern: 'waves' });
const input = (size: 'square' | 'story'): RenderInput => ({
  template: 'offer',
  size,
  variant: 0,
  fields,
  background: 'primary',
  logo: { position: 'none', scale: 'medium' },
  photos: [],
  pattern: 'waves',
  watermark: true,
});

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const timed = async (f: () => Promise<unknown>) => {
  const t = performance.now();
  await f();
  return performance.now() - t;
};
async function runs(f: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) out.push(await timed(f));
  return out;
}

export interface StudioBench {
  endpoint: { coldMs: number; square: number[]; story: number[] };
  library: { square: number[]; story: number[]; rawSquare: number[]; rawStory: number[] };
}

export async function benchStudio(stack: LocalStack): Promise<StudioBench> {
  const token = await signedInToken(stack.url, stack.userPoolClientId);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const kit = {
    name: brand.name,
    industry: 'Bakery',
    targetAudience: 'Neighbours',
    mainGoal: 'More weekday sales',
    platforms: ['Instagram'],
    toneOfVoice: 'Friendly',
    palette: { primary: brand.primary, secondary: brand.secondary },
    logoUrl: null,
  };
  await fetch(`${stack.url}/api/brand-kit`, { method: 'PUT', headers, body: JSON.stringify(kit) });
  const preview = async (size: 'square' | 'story') => {
    const res = await fetch(`${stack.url}/api/studio/preview`, { method: 'POST', headers, body: JSON.stringify(design(size)) });
    if (res.status !== 200) throw new Error(`preview answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  const coldMs = await timed(() => preview('square'));
  const endpoint = { coldMs, square: await runs(() => preview('square')), story: await runs(() => preview('story')) };
  // Imported after the endpoint's first request, so that request loaded the renderer itself.
  const [{ Resvg }, { default: satori }, { compose, renderImage, RESVG_OPTIONS, satoriOptions }] = await Promise.all([
    import('@resvg/resvg-js'),
    import('satori'),
    import('#lib/studio/render'),
  ]);
  const raw = (size: 'square' | 'story') => {
    const { ctx, root } = compose(input(size), brand);
    return async () => new Resvg(await satori(root as unknown as ReactNode, satoriOptions(ctx.W, ctx.H, brand)), RESVG_OPTIONS).render().asPng();
  };
  const library = {
    square: await runs(() => renderImage(input('square'), brand, 'png')),
    story: await runs(() => renderImage(input('story'), brand, 'png')),
    rawSquare: await runs(raw('square')),
    rawStory: await runs(raw('story')),
  };
  return { endpoint, library };
}

export function printStudioBench({ endpoint, library }: StudioBench): void {
  const ms = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(0)} ms, p99 ${percentile(xs, 99).toFixed(0)} ms`;
  const ratio = (raw: number[], studio: number[]) => (percentile(raw, 50) / percentile(studio, 50)).toFixed(2);
  process.stdout.write(`\nCreative studio: an offer image, ${RUNS} draws each\n`);
  process.stdout.write(`  POST /studio/preview through the local stack: first after start (cold) ${endpoint.coldMs.toFixed(0)} ms\n`);
  process.stdout.write(`    1080 × 1080 warm: ${ms(endpoint.square)}; 1080 × 1920 warm: ${ms(endpoint.story)}\n`);
  process.stdout.write(
    `  renderImage 1080 × 1080: ${ms(library.square)}; satori + resvg alone: ${ms(library.rawSquare)}; ratio ${ratio(library.rawSquare, library.square)} (goal ≥ 0.8)\n`,
  );
  process.stdout.write(
    `  renderImage 1080 × 1920: ${ms(library.story)}; satori + resvg alone: ${ms(library.rawStory)}; ratio ${ratio(library.rawStory, library.story)} (goal ≥ 0.8)\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { localConfig } = await import('../../bin/local/config.ts');
  const { startLocalStack } = await import('../../bin/local/stack.ts');
  const stack = await startLocalStack(localConfig({ port: 0, inMemoryDb: true, verbose: false }));
  try {
    printStudioBench(await benchStudio(stack));
  } finally {
    await stack.stop();
  }
}
