// Home services outdoors and indoors: landscapers and gardeners, cleaners (after home.ts's trades).
import type { BusinessKind } from './types.ts';

export const homeOutdoorKinds: BusinessKind[] = [
  {
    id: 'landscaper',
    label: 'landscaper',
    topic: 'landscaping',
    match:
      /\b(landscap(er|ers|ing)|landscape (gardeners?|gardening|design(er|ers)?|architects?)|garden (design(er|ers)?|maintenance|services)|gardeners?|gardening|lawn care|tree surg(eon|eons|ery)|arborists?|hedge cutting|patios?|block paving)\b/i,
    terms: [
      'garden',
      'gardens',
      'landscaping',
      'landscaper',
      'patio',
      'lawn',
      'turf',
      'planting',
      'borders',
      'paving',
      'hedge',
      'hedges',
      'trees',
      'shrubs',
      'gardener',
    ],
    products: [
      ['garden design', 'a scaled plan with planting lists, so you can build it in stages'],
      ['patio installation', 'sandstone or porcelain laid on a full mortar bed, with a proper fall for drainage'],
      ['lawn renovation', 'scarifying, aerating, overseeding and feeding to bring a tired lawn back'],
      ['garden maintenance', 'mowing, edging, hedge cutting and weeding on a fortnightly visit'],
    ],
    seasonal: [
      'Winter is bare-root season, the cheapest and best time to plant hedging and fruit trees.',
      'Landscaping diaries fill over winter, so a garden design drawn now is first in line to be built.',
      'Spring is when lawns wake up, so scarify, feed and overseed while the soil warms.',
      'Spring planting gives new shrubs and perennials months to root in before the first dry spell.',
      'A patio laid in summer is ready for barbecues a week after the last slab goes down.',
      'In a dry summer, water new turf and planting in the evening, deeply and less often, so roots grow down.',
      'Autumn is the best time to lay new turf and sow lawns, with warm soil and regular rain.',
      'Autumn leaves smother lawns and block drains, so our maintenance rounds clear them every fortnight.',
    ],
    local: [
      'We know the soils around {place}, from heavy clay to free-draining chalk, and plant to suit them.',
      'Many of the gardens we look after in {place} came to us over the fence from a neighbour.',
    ],
    offers: [
      ['Free garden design consultation', 'we walk the garden with you, talk through ideas and give you a rough budget on the spot'],
      ['10% off patios booked this month', 'any patio installation confirmed this month is 10% off the quoted price'],
    ],
    objections: [
      ['Will the garden be a building site for weeks?', 'Most patios take a week to ten days, and we keep paths clear and sweep up every evening.'],
      ['Can we do it in stages?', 'Yes: a design drawn as a whole lets you build the patio this year and the planting next.'],
    ],
    proof: [
      'A family with a sloping, unused garden now eats outside on a level sandstone terrace most evenings.',
      'Some of our maintenance clients have had the same gardener every fortnight for eight years.',
    ],
    tips: [
      ['Mow higher for a greener lawn', 'Keep the blades at around 4 cm and never take more than a third off in one cut.'],
      ['Right plant, right place', 'Check which way your garden faces before you buy; shade-lovers scorch in a south-facing bed.'],
      ['Give a patio a fall', 'Slabs should slope about 1 in 60 away from the house, so rain never pools by the back door.'],
    ],
    howTo: {
      goal: 'get a tired lawn back in shape',
      steps: [
        'Rake out moss and dead thatch hard, until you can see soil',
        'Spike the lawn with a garden fork every 10 cm to let air and water in',
        'Sow seed at the rate on the box and water it daily until it comes through',
      ],
    },
    behindScenes: [
      'Every patio starts with a string line and a laser level, and we dig down 150 mm before a slab goes down.',
      'Our planting lists are checked against each garden’s soil and aspect before we order a single plant.',
    ],
    events: ['an open garden afternoon at a finished project', 'a free lawn care talk'],
    hashtags: ['Landscaping', 'GardenDesign', 'Landscaper'],
  },
  {
    id: 'cleaning',
    label: 'cleaning company',
    topic: 'a clean home',
    match: /\b(clean(er|ers|ing)|maid|domestic services?|window clean|carpet clean|pest control|removals?|laundry|dry clean)/i,
    terms: ['clean', 'cleaning', 'cleaner', 'cleaners', 'home', 'office', 'deep clean', 'carpet', 'oven', 'windows', 'spotless', 'tidy'],
    products: [
      ['regular home clean', 'the same trusted cleaner every week or fortnight'],
      ['end-of-tenancy deep clean', 'the clean your landlord checklist asks for'],
      ['office cleaning', 'early-morning or evening visits, so work is never interrupted'],
      ['oven and carpet clean', 'the jobs nobody wants to do, done properly'],
    ],
    seasonal: [
      'Spring cleaning slots open this month, from skirting boards to windows.',
      'Get the house ready before guests arrive: December deep cleans book up fast.',
      'Winter brings muddy boots and wet coats, so our regular home clean covers hallways and floors every visit.',
      'Winter windows get grimy fast, so our cleaners do inside and out on every visit this month.',
      'Offices deserve a spring deep clean too, from desks and keyboards to the kitchen floor.',
      'End-of-tenancy moves peak in summer, so book your deep clean before the keys go back.',
      'Summer sunshine shows every smear, so book a windows clean while the days are long.',
      'Our autumn oven and carpet cleans get the house ready for the months spent indoors.',
      'Autumn leaves and muddy paws end up on carpets, so a carpet clean now keeps the home spotless.',
    ],
    local: [
      'Our cleaners live locally and work across {place}, so they are never late.',
      'We use refillable, eco-friendly products for every home in {place}.',
    ],
    offers: [
      ['First clean half price', 'book a regular clean and the first visit costs half'],
      ['Free oven clean with a deep clean', 'book a deep clean this month and the oven is included'],
    ],
    objections: [
      ['Can I trust someone in my home?', 'Every cleaner is vetted, insured and works with you regularly, so you always know who is coming.'],
      ['What if I am not happy?', 'Tell us within 24 hours and we come back and fix it for free.'],
    ],
    proof: [
      'A customer said coming home on a Friday to a clean house is the best part of her week.',
      'Our cleaners have looked after some homes every week for five years.',
    ],
    tips: [
      ['Clean a shower screen in one minute', 'Squeegee it after every shower; limescale never gets the chance to build up.'],
      ['Tackle the oven without harsh chemicals', 'Paste baking soda with water, leave it overnight, then wipe with vinegar.'],
      ['Keep a tidy home in ten minutes a day', 'Set a timer after dinner and reset one room: clear surfaces, load the dishwasher, plump cushions.'],
    ],
    howTo: {
      goal: 'deep clean a kitchen in an hour',
      steps: [
        'Clear the counters and soak the hob parts in hot soapy water',
        'Work top to bottom: cupboards, counters, then the floor',
        'Finish with the sink and taps so they shine',
      ],
    },
    behindScenes: [
      'Every cleaner gets a checklist for your home, so nothing is forgotten.',
      'Our team meets every Monday to swap tricks for the toughest stains.',
    ],
    events: ['a community litter-pick', 'a spring cleaning week'],
    hashtags: ['CleaningTips', 'CleanHome', 'CleaningService'],
  },
];
