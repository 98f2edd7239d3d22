// Studio render times: the first render in a fresh process (fonts read, satori's WASM started),
// then the median of warm square and story PNGs. Run: node node_modules/tsx/dist/cli.mjs tests/bench/studio-render.ts
import { renderImage, type RenderInput } from '#lib/studio/index';

const brand = { name: 'Rosie’s Bakery', primary: '#8B4513', secondary: '#F5DEB3', tone: 'friendly' as const, logo: null };
const input = (size: RenderInput['size']): RenderInput => ({
  template: 'offer',
  size,
  variant: 0,
  fields: {
    headline: 'Half-price pastries after 4pm 🥐',
    price: '£2.50',
    oldPrice: '£5',
    code: 'SWEET50',
    ends: 'Ends Sunday 12 May',
    details: 'Every weekday in the shop. While stocks last.',
  },
  background: 'primary',
  logo: { position: 'none', scale: 'medium' },
  photos: [],
  pattern: 'waves',
  watermark: true,
});

const time = async (size: RenderInput['size']) => {
  const t = performance.now();
  await renderImage(input(size), brand, 'png');
  return performance.now() - t;
};
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const cold = await time('square');
const square: number[] = [];
const story: number[] = [];
for (let i = 0; i < 15; i++) {
  square.push(await time('square'));
  story.push(await time('story'));
}
console.log(`cold first render ${cold.toFixed(0)} ms; warm p50 square ${median(square).toFixed(0)} ms, story ${median(story).toFixed(0)} ms`);
