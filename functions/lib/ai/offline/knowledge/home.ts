// Home services: trades (plumbers, electricians, heating), builders and decorators, cleaners and gardeners.
import type { BusinessKind } from './types.ts';

export const homeKinds: BusinessKind[] = [
  {
    id: 'trades',
    label: 'trades business',
    topic: 'home repairs',
    match:
      /\b(plumb(er|ers|ing)|electrici(an|ans|ty)|heating|boilers?|gas engineer|hvac|locksmiths?|roofers?|roofing|handyman|handymen|trades(man|person)?|joiner|carpent(er|ry)|glazier)\b/i,
    terms: [
      'boiler',
      'heating',
      'leak',
      'repair',
      'repairs',
      'plumbing',
      'electrical',
      'quote',
      'engineer',
      'install',
      'service',
      'job',
      'call-out',
      'fix',
      'tap',
      'radiator',
    ],
    products: [
      ['annual boiler service', 'a full safety check that keeps the warranty valid and the bills down'],
      ['emergency call-out', 'a qualified engineer at your door within hours, seven days a week'],
      ['bathroom installation', 'one team from the first measure to the last tile'],
      ['fixed-price repair', 'the price agreed before we start, with no surprises'],
    ],
    seasonal: [
      'Book your boiler service before the first cold snap, when every engineer is booked solid.',
      'Spring is the time to fix the outside tap and clear the gutters, before the next heavy rain.',
      'Frozen pipes are the most common winter call-out we get, so lag them before the frost.',
      'Bathrooms installed in spring are finished before the warm weather, and every quote is free.',
      'Heating engineers are quietest in summer, so it is the best time to replace an old boiler.',
      'Garden taps and outdoor sockets get heavy use in summer, so let our engineer check them safely.',
      'The heating goes back on in autumn, so bleed your radiators now or call us to do it.',
      'Autumn storms find every weak spot, so book a leak repair before water gets in.',
    ],
    local: [
      'We are a local team based in {place}, so we are usually with you the same day.',
      'Most of our work comes from neighbours recommending us around {place}.',
    ],
    offers: [
      ['£20 off your boiler service', 'book before the end of the month and the service costs £20 less'],
      ['Free quotes, no obligation', 'we visit, measure and price the job in writing at no cost'],
    ],
    objections: [
      ['Will the price change once you start?', 'Every job has a written fixed price before work begins, and we ask before doing anything extra.'],
      ['Will you leave a mess?', 'We use dust sheets and shoe covers, and we tidy up before we leave.'],
    ],
    proof: [
      'A customer called us at 10pm about a burst pipe, and the water was off within forty minutes.',
      'We have a five-star rating from more than three hundred local jobs.',
    ],
    tips: [
      ['Find your stopcock before you need it', 'Look under the kitchen sink or where the water pipe enters the house, and check it turns today.'],
      ['Bleed a noisy radiator', 'With the heating off, open the bleed valve a quarter turn with a radiator key until water appears.'],
      ['Cut your heating bill', 'Turn the thermostat down one degree and set radiator valves lower in rooms you rarely use.'],
    ],
    howTo: {
      goal: 'deal with a leak before we arrive',
      steps: ['Turn off the water at the stopcock', 'Switch off the electrics if water is near sockets or lights', 'Catch the drip, take a photo and call us'],
    },
    behindScenes: [
      'Our vans are restocked every evening, so most repairs are done on the first visit.',
      'Every engineer does a refresher course each year to stay fully certified.',
    ],
    events: ['a free home heating check week', 'an open day at our workshop'],
    hashtags: ['Plumber', 'Electrician', 'HomeRepairs'],
  },
  {
    id: 'builder',
    label: 'builder',
    topic: 'home improvements',
    match:
      /\b(builders?|building contractor|construction|renovations?|refurbishments?|extensions?|loft conversions?|kitchen fitt(er|ers|ing)|decorat(or|ors|ing)|painters?|landscap(er|ers|ing)|interior design(er)?)\b/i,
    terms: ['build', 'renovation', 'extension', 'kitchen', 'project', 'quote', 'design', 'plans', 'finish', 'home', 'site', 'loft', 'builder', 'decorating'],
    products: [
      ['kitchen renovation', 'design, fitting and finishing, run by one project manager'],
      ['single-storey extension', 'from drawings and approvals to handing over the keys'],
      ['loft conversion', 'an extra bedroom without moving house'],
      ['full redecoration', 'walls, woodwork and ceilings done in one tidy week'],
    ],
    seasonal: [
      'Build slots for the warmer months fill up early, so plan your extension this winter.',
      'Autumn is the right time to fix roofs and render before the wet weather.',
      'Indoor work suits the winter, so kitchen renovations and decorating booked now finish in good time.',
      'Most of our extensions break ground in spring, so get your plans approved now.',
      'Planning approval takes about eight weeks, so a spring extension needs plans drawn up now.',
      'Long summer days let us get loft conversions watertight fast, so the dust is gone sooner.',
      'Dry summer weather is perfect for exterior work, and our site diary for extensions is filling up.',
      'An autumn kitchen renovation is finished before the holidays if we start this month.',
    ],
    local: [
      'We have worked on more than a hundred homes in and around {place}.',
      'Ask around {place}: there is a good chance a neighbour has had one of our kitchens.',
    ],
    offers: [
      ['Free design visit', 'we measure, sketch and talk through ideas at no cost'],
      ['Book this month, fix last year’s price', 'projects booked before the end of the month keep last year’s rates'],
    ],
    objections: [
      ['Will it go over budget?', 'You get a detailed fixed quote, and any change is agreed in writing before the work is done.'],
      ['How long will we be without a kitchen?', 'Most kitchens are fitted in two weeks, and we set up a temporary sink for you.'],
    ],
    proof: [
      'A family moved back into their renovated home a week earlier than planned.',
      'Most of our work comes from recommendations and returning customers.',
    ],
    tips: [
      ['Plan a renovation budget', 'Add 10 to 15% on top of the quote as a contingency for what you find behind the walls.'],
      ['Choose paint that lasts', 'Use a washable matt emulsion in hallways and kitchens; it wipes clean without shiny patches.'],
      ['Prepare for builders', 'Clear the rooms, agree where materials will be stored and photograph everything before work starts.'],
    ],
    howTo: {
      goal: 'plan a kitchen renovation',
      steps: [
        'Measure the room and list what annoys you about the current layout',
        'Set a budget with a 10% contingency',
        'Book a design visit and compare two or three layouts',
      ],
    },
    behindScenes: [
      'Every project starts with a walk-through and a written plan for each day on site.',
      'Our site manager sends photos to the homeowner at the end of every working day.',
    ],
    events: ['an open house at a finished project', 'a free planning surgery'],
    hashtags: ['HomeRenovation', 'KitchenDesign', 'Builder'],
  },
  {
    id: 'cleaning',
    label: 'cleaning company',
    topic: 'a clean home',
    match: /\b(clean(er|ers|ing)|maid|domestic services?|window clean|carpet clean|gardeners?|gardening|lawn care|pest control|removals?|laundry|dry clean)/i,
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
