// Health and care: dentists, clinics and therapists, pet services and vets.
import type { BusinessKind } from './types.ts';

export const healthKinds: BusinessKind[] = [
  {
    id: 'dentist',
    label: 'dental practice',
    topic: 'healthy teeth',
    match: /\b(dent(al|ist|ists|istry)|orthodont(ist|ics)|teeth|invisalign|hygienist)\b/i,
    terms: ['teeth', 'dental', 'dentist', 'smile', 'check-up', 'hygienist', 'whitening', 'appointment', 'gums', 'patients', 'brushing', 'aligners'],
    products: [
      ['check-up and clean', 'an exam, a hygienist clean and honest advice'],
      ['teeth whitening', 'a brighter smile, supervised by a dentist'],
      ['clear aligners', 'straighter teeth without metal braces'],
      ['emergency appointment', 'same-day slots for toothache and broken teeth'],
    ],
    seasonal: [
      'Whitening for wedding season takes two to three weeks, so book yours in good time.',
      'Children’s check-up slots before the new school year are booking now.',
      'Cold weather makes sensitive teeth twinge, so mention it at your check-up and we will find the cause.',
      'Winter colds and sugary hot drinks are hard on teeth, so book a hygienist visit this month.',
      'Bring the whole family for a spring check-up: we line up back-to-back slots so it takes one visit.',
      'A hygienist clean in spring gets your smile ready for the brighter months.',
      'Summer holidays are the easiest time for a children’s check-up, with no school to miss.',
      'Starting clear aligners this autumn means a straighter smile well before next year’s photos.',
    ],
    local: ['Our practice has cared for families in {place} for over a decade.', 'We keep emergency slots every day for patients across {place}.'],
    offers: [
      ['Free consultation for aligners', 'a scan and a plan, with no obligation'],
      ['New patient exam', 'a full check-up and X-rays at a fixed price'],
    ],
    objections: [
      ['I am nervous about the dentist', 'Tell us when you book: we go slowly, explain everything and agree a stop signal.'],
      ['Is private dentistry affordable?', 'Our membership plan spreads the cost into a monthly fee that covers check-ups and cleans.'],
    ],
    proof: [
      'A patient who had avoided the dentist for ten years now comes every six months without fear.',
      'Our hygienists see more than a hundred patients a week, and many bring their families.',
    ],
    tips: [
      ['Brush the right way', 'Brush for two minutes, then spit but do not rinse, so the fluoride keeps working.'],
      ['Stop bleeding gums', 'Clean between your teeth once a day with interdental brushes; most bleeding stops within two weeks.'],
      ['Protect teeth from sugar', 'Keep sweet things to mealtimes, not spread through the day.'],
    ],
    howTo: {
      goal: 'help children enjoy brushing',
      steps: [
        'Use a pea-sized amount of fluoride toothpaste',
        'Play a two-minute song while they brush',
        'Finish by brushing for them until they are about seven',
      ],
    },
    behindScenes: [
      'Every instrument goes through a sterilisation cycle and is sealed before it reaches the chair.',
      'Our team trains together on calming nervous patients twice a year.',
    ],
    events: ['a children’s open day', 'a free smile assessment evening'],
    hashtags: ['Dentist', 'HealthySmile', 'DentalCare'],
  },
  {
    id: 'clinic',
    label: 'clinic',
    topic: 'recovery and pain relief',
    match:
      /\b(clinics?|physio(therapy|therapist)?|osteopath(y)?|chiropract(or|ic)|therap(y|ist|ists)|counsell?(ing|or)|psycholog(ist|y)|podiatr(y|ist)|acupuncture|GP|doctors?|health ?care|medical|optician|optometrist|hearing)\b/i,
    terms: [
      'appointment',
      'treatment',
      'clinic',
      'pain',
      'therapist',
      'recovery',
      'patients',
      'health',
      'session',
      'assessment',
      'physio',
      'injury',
      'posture',
    ],
    products: [
      ['initial assessment', 'an hour to understand the problem and agree a plan'],
      ['follow-up treatment', 'hands-on treatment and exercises that fit your day'],
      ['sports injury package', 'assessment, treatment and a return-to-sport plan'],
      ['online consultation', 'advice and exercises by video, from home'],
    ],
    seasonal: [
      'Spring marathon training brings knee and ankle niggles, so come in early for an assessment.',
      'Summer gardening brings back pain, and most of it is preventable.',
      'Icy pavements mean more wrist and ankle injuries, so we keep assessment slots free every week.',
      'Shovelling snow and carrying logs cause many winter back injuries, so come in for an assessment if the pain lingers.',
      'Spring tennis and golf bring shoulder and elbow pain, and a physio assessment catches it early.',
      'Summer sport brings sprained ankles and sore shoulders, and early treatment shortens recovery.',
      'Autumn brings long hours back at the desk, so book an assessment before neck and back stiffness sets in.',
      'Hamstring strains come with the autumn sports season, so book a physio session before a niggle becomes an injury.',
    ],
    local: ['Our clinic is a short walk from the centre of {place}, with parking outside.', 'We work with running clubs and sports teams across {place}.'],
    offers: [
      ['Free 15-minute check', 'a short call or visit to see whether treatment can help'],
      ['Save on a block of sessions', 'book three follow-ups together and save 10%'],
    ],
    objections: [
      ['Will it hurt?', 'Treatment is adjusted to you, and we explain each step before we start.'],
      ['Can I claim on insurance?', 'We are registered with the main insurers and help with the paperwork.'],
    ],
    proof: [
      'A patient with months of back pain was back at work pain-free in five sessions.',
      'Most patients need fewer sessions than they expect, and our reviews say so.',
    ],
    tips: [
      ['Ease desk-related neck pain', 'Raise your screen to eye level and roll your shoulders back every thirty minutes.'],
      ['Warm up before a run', 'Walk briskly for five minutes, then do leg swings and lunges before setting off.'],
      ['Treat a fresh sprain', 'Protect it, rest it and keep it moving gently within the pain-free range for the first two days.'],
    ],
    howTo: {
      goal: 'set up a desk that is kind to your back',
      steps: [
        'Set the chair so your hips are a little higher than your knees',
        'Put the top of the screen at eye level, an arm’s length away',
        'Stand up and move for two minutes every half hour',
      ],
    },
    behindScenes: [
      'Each patient’s plan is reviewed by the whole team at our weekly case meeting.',
      'Our therapists keep learning, with at least one training course each quarter.',
    ],
    events: ['a free injury-prevention talk', 'a running-clinic evening'],
    hashtags: ['Physiotherapy', 'HealthAndWellbeing', 'PainFree'],
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
