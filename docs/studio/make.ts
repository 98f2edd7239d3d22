// Draws the README's studio pictures: four templates for two brands, at the landscape size.
// Run: npx tsx docs/studio/make.ts (writes docs/studio/*.png).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderImage } from '#lib/studio/render';
import type { RenderInput, StudioBrand } from '#lib/studio/types';

const brands: { key: string; brand: StudioBrand; fields: Record<string, Record<string, string | string[]>> }[] = [
  {
    key: 'bakery',
    brand: { name: 'Crumb & Co', primary: '#8B4513', secondary: '#F5DEB3', tone: 'friendly', logo: null },
    fields: {
      offer: { headline: '20% off celebration cakes this weekend', price: '£28', oldPrice: '£35', code: 'CAKE20', ends: 'Order by Friday 5pm' },
      tip: { title: 'Keep your sourdough fresh for days', steps: ['Wrap it in a tea towel, not plastic', 'Store it cut side down', 'Freeze slices you won’t eat by day three'] },
      quote: { quote: 'The best birthday cake we have ever had. Our daughter still talks about it.', person: 'Maya R.', detail: 'Regular since 2019' },
      event: { name: 'Bread-making workshop for beginners', date: 'Saturday 18 May', time: '10am – 1pm', place: 'Crumb & Co, 4 Mill Lane' },
    },
  },
  {
    key: 'accountant',
    brand: { name: 'Ledger Lane', primary: '#1F3A5F', secondary: '#3FB8AF', tone: 'professional', logo: null },
    fields: {
      offer: { headline: 'Self-assessment done for you before 31 January', price: '£180', oldPrice: '£240', code: 'EARLY25', ends: 'Book by 15 December' },
      tip: { title: 'Three receipts sole traders forget to claim', steps: ['Working-from-home costs', 'Professional subscriptions', 'Mileage for client visits'] },
      quote: { quote: 'Ledger Lane found £1,900 of expenses I had missed. Worth every penny.', person: 'Tom B.', detail: 'Electrician, York' },
      event: { name: 'Free tax-year-end Q&A for small businesses', date: 'Thursday 27 March', time: '6pm – 7pm', place: 'Online' },
    },
  },
];

for (const { key, brand, fields } of brands) {
  for (const [template, values] of Object.entries(fields)) {
    const input: RenderInput = {
      template: template as RenderInput['template'],
      size: 'landscape',
      variant: 0,
      fields: values,
      background: template === 'quote' ? 'light' : 'primary',
      logo: { position: 'none', scale: 'medium' },
      photos: [],
      pattern: template === 'offer' ? 'dots' : 'none',
      watermark: false,
    };
    const { data } = await renderImage(input, brand, 'png');
    writeFileSync(path.join(import.meta.dirname, `${key}-${template}.png`), data);
  }
}
