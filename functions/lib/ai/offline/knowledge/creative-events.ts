// Creative businesses for occasions and brands: graphic designers, wedding and event planners (after creative.ts).
import type { BusinessKind } from './types.ts';

export const creativeEventKinds: BusinessKind[] = [
  {
    id: 'designer',
    label: 'design studio',
    topic: 'graphic design',
    match:
      /\b(graphic design(er|ers)?|brand(ing)? design(er|ers)?|brand identity|logo design(er|ers)?|web ?design(er|ers)?|website design(er|ers)?|illustrat(or|ors|ion)|design studio|freelance designers?|packaging design(er|ers)?|print design(er|ers)?)\b/i,
    terms: [
      'design',
      'designer',
      'designs',
      'logo',
      'brand',
      'branding',
      'typeface',
      'typefaces',
      'colour palette',
      'artwork',
      'illustration',
      'print',
      'website',
      'layout',
      'brief',
    ],
    products: [
      ['brand identity package', 'a logo, colour palette and typefaces, with guidelines so everything looks the same everywhere'],
      ['logo design', 'three hand-drawn routes, refined into one mark that works from a favicon to a van door'],
      ['print design', 'menus, leaflets and signs set up properly for the printer, with bleed and crop marks'],
      ['website design', 'a clean, quick site laid out around what your customers come to find'],
    ],
    seasonal: [
      'Winter is a calm time to rework your brand, so the new look is on every sign and menu before the busy months.',
      'Over winter we redraw tired logos for businesses that have put up with them for years, and the first slots go quickly.',
      'Spring launches need artwork signed off early because printers get busy, so brief us on leaflets and signs now.',
      'A spring refresh of your colour palette and typefaces can make an old website feel new without a rebuild.',
      'Summer events need banners, flyers and social graphics, and print takes at least a week, so order your artwork early.',
      'Summer is quieter for many of our clients, which makes it a good time to sit down and write a proper design brief.',
      'Autumn is when shops order gift packaging and labels, and print slots fill fast, so send your artwork early.',
      'Plan next year’s brand this autumn, and new stationery and signs are printed and ready on time.',
    ],
    local: [
      'We design for cafés, shops and trades across {place}, and you have probably walked past one of our signs.',
      'Meet us in our {place} studio to hold paper samples and printed proofs in your hands.',
    ],
    offers: [
      ['Logo design from £450', 'three initial concepts, two rounds of changes and every file format you will need'],
      ['Free brand health check', 'we look at your logo, website and printed pieces side by side and send a short list of fixes'],
    ],
    objections: [
      [
        'Can I not just use a free logo maker?',
        'You can, but so can your competitors; a logo drawn for you is yours to trade mark and will not turn up on another business.',
      ],
      ['What if I do not like the designs?', 'Every project includes rounds of changes, and we start from a written brief so the first concepts land close.'],
    ],
    proof: [
      'A bakery’s new packaging had customers photographing the boxes before they opened them.',
      'A joinery firm told us their new van livery brought in more enquiries than their old website ever did.',
    ],
    tips: [
      ['Make your logo work small', 'Shrink it to the size of a social profile picture; if you cannot read it, it needs simplifying.'],
      ['Stick to two typefaces', 'Use one for headings and one for body text, and your menus, posts and website will look like one business.'],
      ['Ask for the right files', 'Make sure you get vector files (SVG or EPS) as well as PNGs, so printers and sign-makers can use your logo.'],
    ],
    howTo: {
      goal: 'write a design brief',
      steps: [
        'Describe your business and your customers in a few plain sentences',
        'Collect three designs you love and three you dislike, with a note on why',
        'List every place the design will appear, from shop signs to social posts',
      ],
    },
    behindScenes: [
      'Every logo starts as pencil sketches on paper, often dozens of them, before anything goes near a screen.',
      'We print every piece of artwork in the studio and check it at arm’s length before it goes to the printer.',
    ],
    events: ['a free brand clinic for local businesses', 'a print-and-paper open studio'],
    hashtags: ['GraphicDesign', 'LogoDesign', 'BrandIdentity'],
  },
  {
    id: 'weddingPlanner',
    label: 'wedding planner',
    topic: 'wedding planning',
    match:
      /\b(wedding (planners?|planning|coordinat(or|ors|ion)|organis(er|ers))|events? (planners?|planning|organis(er|ers)|management|coordinat(or|ors|ion))|events company|party planners?|celebrants?)\b/i,
    terms: [
      'wedding',
      'weddings',
      'planner',
      'planning',
      'couples',
      'venue',
      'venues',
      'suppliers',
      'guests',
      'timeline',
      'ceremony',
      'reception',
      'event',
      'events',
      'coordinator',
    ],
    products: [
      ['full wedding planning', 'every supplier, budget line and timing handled, from the engagement to the last dance'],
      ['on-the-day coordination', 'a coordinator who runs your timeline on the day, so you and your family can put your phones away'],
      ['venue finding', 'a shortlist of venues that fit your numbers, budget and date, with the viewings booked'],
      ['corporate event planning', 'launches, dinners and away days run to time and to budget'],
    ],
    seasonal: [
      'Winter is when newly engaged couples book venue viewings, and the popular Saturdays for next year go first.',
      'Winter weddings cost less at most venues, and candlelight and open fires do half the styling for you.',
      'Spring is the time to send save-the-dates and book the suppliers who fill up first: photographer, band and caterer.',
      'Spring couples, check your final numbers now, because most caterers want them a month before the day.',
      'Summer is our busiest stretch, and every couple gets a final walk-through at the venue the week before their wedding.',
      'Outdoor summer ceremonies always need a wet-weather plan, and we agree ours with the venue well before the day.',
      'Autumn weddings bring rich colours and better venue prices, and there are still dates this year.',
      'Autumn is when businesses book their end-of-year team parties, so brief us on yours before the best venues are taken.',
    ],
    local: [
      'We know the venues around {place}, from barns to country hotels, and which ones have the best wet-weather options.',
      'Suppliers across {place} know us well, and we only recommend the ones we have worked with ourselves.',
    ],
    offers: [
      ['Free first planning meeting', 'an hour over coffee to talk through your date, numbers and budget, at no cost'],
      ['On-the-day coordination from £950', 'a planner from six weeks out, a final venue meeting and a coordinator on the day'],
    ],
    objections: [
      [
        'Is a planner only for big, expensive weddings?',
        'Most of our couples have a modest budget, and the savings we find with suppliers often go a long way towards our fee.',
      ],
      ['Will you take over our wedding?', 'You make every decision; we do the chasing, the contracts and the timings so you can enjoy it.'],
    ],
    proof: [
      'When the marquee supplier pulled out a week before, our couple only heard about it once they were back from honeymoon.',
      'A bride told us the best part of her day was never once having to look at her phone.',
    ],
    tips: [
      ['Set your guest list before your venue', 'Numbers decide the venue, the catering and most of the budget, so agree the list first.'],
      ['Build in buffer time', 'Add fifteen minutes between every part of the day, because photos and speeches always run over.'],
      ['Keep one budget sheet', 'List every supplier, the deposit paid and when the balance is due, and check it once a month.'],
    ],
    howTo: {
      goal: 'plan your wedding day timeline',
      steps: [
        'Start from the ceremony time and work backwards to hair and make-up',
        'Give the photographer forty minutes for group shots after the ceremony',
        'Share the final timeline with every supplier a week before the wedding',
      ],
    },
    behindScenes: [
      'The night before every wedding we pack the emergency kit: safety pins, plasters, a sewing kit and phone chargers.',
      'Every supplier gets the same timeline from us, down to the minute the cake is cut.',
    ],
    events: ['a wedding planning open evening', 'a wedding suppliers’ showcase'],
    hashtags: ['WeddingPlanner', 'WeddingPlanning', 'UKWedding'],
  },
];
