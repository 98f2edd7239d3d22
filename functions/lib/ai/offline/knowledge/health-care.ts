// Health and care: counsellors and therapists, pet services and vets (after health.ts).
import type { BusinessKind } from './types.ts';

export const healthCareKinds: BusinessKind[] = [
  {
    id: 'counsellor',
    label: 'counselling practice',
    topic: 'counselling and talking therapy',
    match: /\b(counsell?(ing|ors?)|psychotherap(y|ists?)|psycholog(ists?|y)|talking therap(y|ies)|mental health|CBT)\b/i,
    terms: ['counselling', 'counsellor', 'therapy', 'therapist', 'session', 'sessions', 'talking', 'anxiety', 'stress', 'wellbeing', 'confidential', 'CBT'],
    products: [
      ['first counselling session', 'fifty minutes to talk about what brings you, with no commitment to more'],
      ['weekly counselling sessions', 'the same time each week with the same counsellor, at your pace'],
      ['CBT for anxiety', 'a structured course of six to twelve sessions with practical tools to use between them'],
      ['online therapy sessions', 'video sessions from a quiet room at home, for when getting here is hard'],
    ],
    seasonal: [
      'Dark winter evenings affect mood for many people, and it is worth talking about early.',
      'Cold winter weeks can feel long and lonely, and a weekly session gives them some shape.',
      'Longer spring evenings make a walk after a session easier, and many clients find that helps them reflect.',
      'Spring feels like a fresh start, and many people choose it to begin counselling.',
      'Summer breaks change routines, so it is a good moment to plan sessions around time away.',
      'Summer exam results can stir up worries for young people and parents, and a few sessions can ease them.',
      'Autumn brings new jobs, new schools and new worries, and evening counselling slots fill quickly.',
      'Shorter autumn days knock many people’s sleep, and talking it through is a good first step.',
    ],
    local: [
      'Our counselling rooms in {place} have a private entrance, so nobody sees you arrive.',
      'We see clients from across {place} in person, and by video when travel is hard.',
    ],
    offers: [
      ['Free 20-minute introductory call', 'a confidential call to ask questions and see whether counselling suits you'],
      ['Reduced fees for students and carers', 'a number of lower-cost sessions each week, no questions asked beyond eligibility'],
    ],
    objections: [
      ['What if I do not know what to say?', 'Most people feel that way at first; your counsellor will help you find a place to start.'],
      ['Is it confidential?', 'What you share stays between you and your counsellor, and we explain the few legal limits in the first session.'],
      ['Do I need a referral?', 'No referral is needed: you can book your first session yourself.'],
    ],
    proof: [
      'Our counsellors are registered members of a professional body and have regular clinical supervision.',
      'Clients often tell us the first session was easier than they had feared.',
    ],
    tips: [
      ['Try a three-minute breathing space', 'Sit still, notice your breath for a minute, then widen your attention to your body and the room.'],
      ['Write the worry down', 'Set ten minutes aside in the early evening to write worries down, then close the notebook.'],
      ['Keep a steady sleep time', 'Go to bed and get up at the same time every day, weekends included, for two weeks.'],
    ],
    howTo: {
      goal: 'prepare for your first counselling session',
      steps: ['Jot down what made you want to talk now', 'Think about what you would like to feel differently', 'Bring any questions about how sessions work'],
    },
    behindScenes: [
      'Every counsellor here meets a clinical supervisor each month to keep their practice safe and fresh.',
      'We keep our waiting area quiet, with tea, tissues and nothing to fill in on arrival.',
    ],
    events: ['a free evening talk on managing anxiety', 'a drop-in session on coping with exam stress'],
    hashtags: ['Counselling', 'MentalHealthMatters', 'TalkingTherapy'],
  },
  {
    id: 'pets',
    label: 'pet business',
    topic: 'pet care',
    match:
      /\b(pets?|dogs?|cats?|pupp(y|ies)|groom(er|ers|ing)|dog walk(er|ers|ing)|kennels?|cattery|vets?|veterinar(y|ian)|pet sitt(er|ing)|doggy day ?care)\b/i,
    terms: ['dog', 'dogs', 'pet', 'pets', 'puppy', 'cat', 'groom', 'grooming', 'walk', 'walks', 'paws', 'owners', 'vet', 'coat', 'treats'],
    products: [
      ['full groom', 'bath, cut, nails and ears, with a bandana to finish'],
      ['group dog walk', 'an hour off-lead in a small, matched group'],
      ['puppy introduction groom', 'a short, gentle first visit to build confidence'],
      ['home visits', 'feeding, play and cuddles while you are away'],
    ],
    seasonal: [
      'Summer is the time for a shorter coat and tick checks after every walk.',
      'Bonfire Night is hard on pets: we share calming tips and keep visits quiet.',
      'Winter walks mean gritted pavements, so we rinse and dry every dog’s paws when we get back.',
      'Our group dog walks run in daylight all winter, with reflective leads for every dog.',
      'Moulting season arrives with spring, so a full groom now saves your sofa from weeks of dog hair.',
      'Spring puppies start here: our puppy introduction groom gets them used to the clippers gently.',
      'Hot summer pavements burn paws, so our dog walks move to early mornings and shady parks.',
      'Autumn walks bring muddy paws and burrs in the coat, so a tidy-up groom is worth booking now.',
      'Grass seeds peak in early autumn, so we check between every dog’s toes after a groom.',
    ],
    local: [
      'We walk dogs in the parks around {place} every day, rain or shine.',
      'Our clients are dogs and cats from all over {place}, and we know every one by name.',
    ],
    offers: [
      ['Free nail trim with every groom', 'book any full groom this month and nails are included'],
      ['First walk free', 'meet us and try a group walk at no cost'],
    ],
    objections: [
      ['Will my dog be stressed?', 'First visits are short and calm, and we never rush a nervous dog.'],
      ['Are you insured?', 'We are fully insured, first-aid trained and DBS-checked.'],
    ],
    proof: [
      'A rescue dog who was scared of everyone now runs to the van every morning.',
      'Owners get photos after every walk, and that is what our reviews mention most.',
    ],
    tips: [
      ['Keep paws safe in hot weather', 'Press the back of your hand on the pavement for seven seconds; if it is too hot for you, it is too hot for paws.'],
      ['Make grooming easier at home', 'Brush for five minutes a few times a week and reward with a treat, so the brush means good things.'],
      ['Help a dog settle when you are out', 'Leave a worn T-shirt and a filled chew toy, and keep goodbyes short and calm.'],
    ],
    howTo: {
      goal: 'get a puppy used to grooming',
      steps: [
        'Touch the paws, ears and tail gently every day',
        'Introduce the brush for a minute at a time, with treats',
        'Book a short first groom before the coat needs a full cut',
      ],
    },
    behindScenes: [
      'Every dog has a card with their quirks, favourite treats and who they get on with.',
      'The van is washed and the crates disinfected after every round.',
    ],
    events: ['a puppy social morning', 'a charity dog show'],
    hashtags: ['DogsOfInstagram', 'DogGrooming', 'PetCare'],
  },
];
