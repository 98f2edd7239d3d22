// The season a brand is in, and whether a sentence fits it. Every seasonal sentence Markk
// writes (the offline writer and expert, and what the prompts to OpenAI offer as hooks) comes
// from the date of the request and the hemisphere of the brand's place: the brand kit's
// setting, else worked out from the place it names, else northern. A sentence that speaks of
// a season or a date fits when each of them is this month or next.

import type { HemisphereSetting } from '#contracts/brand-kit';

export const HEMISPHERES = ['northern', 'southern'] as const;
export type Hemisphere = (typeof HEMISPHERES)[number];

/** Places south of the equator a brand may name (countries, states and the larger cities). */
const SOUTHERN_PLACES =
  /\b(australia|australian|new south wales|victoria,? australia|queensland|tasmania|new zealand|aotearoa|south africa|argentina|chile|uruguay|paraguay|bolivia|peru|brazil|brasil|sydney|melbourne|brisbane|perth|adelaide|hobart|canberra|darwin|gold coast|newcastle,? nsw|auckland|wellington|christchurch|queenstown|dunedin|hamilton,? nz|cape town|johannesburg|durban|pretoria|port elizabeth|gqeberha|buenos aires|c[oó]rdoba,? argentina|mendoza|santiago,? chile|montevideo|s[aã]o paulo|rio de janeiro|lima|fiji|samoa|tonga|mauritius|madagascar|namibia|botswana|zimbabwe|zambia|mozambique|lesotho|eswatini)\b/i;

/** The hemisphere of a brand: its setting, else the place its words name, else northern. */
export function hemisphereOf(brand: {
  industry: string;
  targetAudience: string;
  mainGoal: string;
  name: string;
  hemisphere?: HemisphereSetting | undefined;
}): Hemisphere {
  if (brand.hemisphere && brand.hemisphere !== 'auto') return brand.hemisphere;
  return SOUTHERN_PLACES.test([brand.industry, brand.targetAudience, brand.mainGoal, brand.name].join(' ')) ? 'southern' : 'northern';
}

/** Where in the year a brand is: the month (0–11) of the request's date and its hemisphere. */
export interface SeasonNow {
  month: number;
  hemisphere: Hemisphere;
}

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The month of `date` (an ISO date or timestamp; the calendar date it names, as the user's day). */
export const monthOf = (date: string) => Number(date.slice(5, 7)) - 1;

const CLIMATE_SEASONS: Record<Hemisphere, string[]> = {
  northern: ['winter', 'winter', 'spring', 'spring', 'spring', 'summer', 'summer', 'summer', 'autumn', 'autumn', 'autumn', 'winter'],
  southern: ['summer', 'summer', 'autumn', 'autumn', 'autumn', 'winter', 'winter', 'winter', 'spring', 'spring', 'spring', 'summer'],
};

/** "late autumn in the northern hemisphere": for the prompts. */
export function seasonName({ month, hemisphere }: SeasonNow): string {
  const season = CLIMATE_SEASONS[hemisphere][month]!;
  const part = CLIMATE_SEASONS[hemisphere][(month + 11) % 12] !== season ? 'early' : CLIMATE_SEASONS[hemisphere][(month + 1) % 12] !== season ? 'late' : 'mid';
  return `${part} ${season} in the ${hemisphere} hemisphere`;
}

/**
 * What a sentence may speak of, and the months (northern) it belongs to. Weather and nature
 * move by six months south of the equator; the calendar (Christmas, month names) does not.
 */
const CLIMATE: [RegExp, number[]][] = [
  [
    /\b(winter\w*|frost\w*|snow\w*|icy|dark evenings|dark nights|cold(er)? (months|mornings|weather|nights|days|snap)|log fires?|mulled|hot chocolate|chilly)\b/i,
    [10, 11, 0, 1],
  ],
  [/\b(spring\w*|tulips?|daffodils?|ranunculus|bluebells?|blossom\w*|lambing)\b/i, [1, 2, 3, 4]],
  [/\b(peon(y|ies))\b/i, [4, 5]],
  [
    /\b(summer\w*|iced|sunshine|sunny|sun cream|suncream|sunscreen|heatwave|bbqs?|barbecues?|beer garden|wedding season|festival season|long evenings|linen|summer holidays?|beach)\b/i,
    [4, 5, 6, 7],
  ],
  [
    /\b(autumn\w*|harvest|conkers|knitwear|back to school|new school year|golden light|falling leaves|spiced latte|pumpkins?|mornings get colder)\b/i,
    [7, 8, 9, 10],
  ],
];

const CALENDAR: [RegExp, number[]][] = [
  [/\b(christmas|xmas|festive|advent|stollen|mince pies?|party season|wreaths?)\b/i, [9, 10, 11]],
  [/\b(new year|january)\b/i, [11, 0]],
  [/\bvalentine'?s?\b/i, [0, 1]],
  [/\b(easter|hot cross buns?)\b/i, [1, 2, 3]],
  [/\bmother'?s day\b/i, [1, 2, 4]],
  [/\bhalloween\b/i, [8, 9]],
  [/\bbonfire night\b/i, [9, 10]],
  [/\bself-assessment\b/i, [9, 10, 11, 0]],
  // Month names as proper nouns only ("you may", "march on" are no dates); January is above.
  ...MONTH_NAMES.slice(1).map((name, i): [RegExp, number[]] => [new RegExp(`\\b${name}\\b`), [i + 1]]),
];

/** Whether `text` speaks only of this month or next, wherever it speaks of a time of year at all. */
export function fitsSeason(text: string, { month, hemisphere }: SeasonNow): boolean {
  const now = [month, (month + 1) % 12];
  const shift = hemisphere === 'southern' ? 6 : 0;
  const fits = (months: number[], by: number) => months.some((m) => now.includes((m + by) % 12));
  return (
    CLIMATE.every(([pattern, months]) => !pattern.test(text) || fits(months, shift)) &&
    CALENDAR.every(([pattern, months]) => !pattern.test(text) || fits(months, 0))
  );
}

/** The entries of `list` that fit the season (an entry is its text, or its parts joined). */
export function inSeason<T extends string | readonly string[]>(list: readonly T[], season: SeasonNow): T[] {
  return list.filter((entry) => fitsSeason(typeof entry === 'string' ? entry : entry.join(' '), season));
}
