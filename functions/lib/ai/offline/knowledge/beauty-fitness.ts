// Looking and feeling good: hair salons, barbers, beauty and nails, gyms, yoga and Pilates studios, personal trainers.
import type { BusinessKind } from './types.ts';

export const beautyFitnessKinds: BusinessKind[] = [
  {
    id: 'salon',
    label: 'hair salon',
    topic: 'hair care',
    match: /\b(hair ?salons?|salons?|hairdress(er|ers|ing)|hair ?stylists?|colou?rists?|hair)\b/i,
    terms: ['hair', 'cut', 'colour', 'color', 'stylist', 'salon', 'blow-dry', 'balayage', 'highlights', 'appointment', 'fringe', 'conditioner'],
    products: [
      ['cut and blow-dry', 'a consultation, a cut that suits how you wear your hair, and a finish that lasts'],
      ['balayage', 'soft, hand-painted colour that grows out without harsh lines'],
      ['gloss treatment', 'twenty minutes for shine and softer colour between appointments'],
      ['fringe trim', 'free between cuts for regular clients'],
    ],
    seasonal: [
      'Summer sun fades colour fast, so a gloss before your holiday keeps it bright.',
      'Party season books up early: December appointments open in October.',
    ],
    local: [
      'Our salon has been part of {place} for years, and many clients bring their children now.',
      'We use a refill station for shampoo, cutting plastic waste across {place}.',
    ],
    offers: [
      ['20% off your first colour', 'new clients get 20% off any colour service, with a free skin test'],
      ['Free fringe trims', 'regular clients can drop in for a fringe trim between cuts at no cost'],
    ],
    objections: [
      ['Will it look like the photo?', 'Every appointment starts with a consultation, and we tell you honestly what will suit your hair.'],
      ['Is colour damaging?', 'We use bond-building treatments with every lightening service to keep hair strong.'],
    ],
    proof: [
      'A client who had been growing out bad highlights for a year left with colour she loves, in one visit.',
      'Over half our appointments each week are clients who have been coming for more than three years.',
    ],
    tips: [
      ['Make colour last longer', 'Wash in lukewarm water and use a sulphate-free shampoo; colour stays bright for weeks longer.'],
      ['Get a better blow-dry at home', 'Dry roughly to 80% first, then use a round brush section by section, nozzle pointing down.'],
      ['Book your cut at the right time', 'Book every six to eight weeks for a short cut and every ten to twelve for long hair.'],
    ],
    howTo: {
      goal: 'get salon-smooth hair at home',
      steps: [
        'Apply a heat protector to towel-dried hair',
        'Rough-dry until almost dry, then section the hair',
        'Finish each section with a round brush and a blast of cool air',
      ],
    },
    behindScenes: [
      'Our stylists train together every month, practising new cutting and colour techniques.',
      'The colour bar is mixed fresh for every client, weighed to the gram.',
    ],
    events: ['a free hair consultation day', 'a bridal hair trial evening'],
    hashtags: ['HairSalon', 'Balayage', 'HairInspo'],
  },
  {
    id: 'barber',
    label: 'barber',
    topic: 'a good haircut',
    match: /\b(barbers?|barbershops?|barber shops?|beard|men'?s grooming)\b/i,
    terms: ['cut', 'fade', 'beard', 'barber', 'trim', 'shave', 'chair', 'haircut', 'clippers', 'hot towel', 'appointment'],
    products: [
      ['skin fade', 'sharp, clean and blended by hand'],
      ['hot towel shave', 'a traditional straight-razor shave with hot towels and balm'],
      ['beard trim and shape-up', 'a tidy line, the right length, and oil to finish'],
      ['father and son cut', 'two cuts booked together, one after the other'],
    ],
    seasonal: [
      'Before the holidays the chairs fill fast, so book your December cut now.',
      'Back-to-school week is our busiest, and early slots are free on weekday mornings.',
    ],
    local: [
      'We have been cutting hair in {place} long enough to see a few regulars’ sons start coming in.',
      'Walk-ins are welcome from anywhere in {place}, and the kettle is always on.',
    ],
    offers: [
      ['Student discount on weekdays', 'students get £3 off any cut, Monday to Thursday'],
      ['Tenth cut free', 'get a stamp every visit and the tenth cut is on us'],
    ],
    objections: [
      ['Do I have to wait?', 'Book online for a set time, or walk in mid-morning when the chairs are quietest.'],
      ['Will they listen to what I want?', 'Every cut starts with a chat and a photo if you have one, and we check before the clippers come out.'],
    ],
    proof: [
      'One regular has not missed his fortnightly fade in four years.',
      'Our reviews mention the same thing again and again: nobody rushes you out of the chair.',
    ],
    tips: [
      ['Keep a fade sharp for longer', 'Book every two to three weeks, and brush your hair forward daily so it grows in evenly.'],
      ['Grow a beard that looks intentional', 'Leave it untouched for four weeks before the first shape-up, then trim the neckline only.'],
      ['Stop razor bumps', 'Shave with the grain after a hot shower, and never go over the same spot twice.'],
    ],
    howTo: {
      goal: 'keep your beard tidy between visits',
      steps: ['Comb it out while it is damp', 'Trim only the stray hairs below the neckline', 'Finish with a few drops of beard oil rubbed in'],
    },
    behindScenes: [
      'Every set of clippers is cleaned and disinfected between clients, without exception.',
      'Saturday morning starts at 8am with coffee, music and a queue at the door.',
    ],
    events: ['a charity cut-a-thon', 'a beard-care evening'],
    hashtags: ['Barber', 'BarberShop', 'FreshCut'],
  },
  {
    id: 'beauty',
    label: 'beauty salon',
    topic: 'beauty and skincare',
    match: /\b(beauty|beautician|nails?|manicures?|pedicures?|lashes|brows|aesthetics?|skin ?care|facials?|spa|massage|waxing|tanning|make-?up artist)\b/i,
    terms: ['nails', 'manicure', 'lashes', 'brows', 'facial', 'skin', 'treatment', 'treatments', 'therapist', 'massage', 'beauty', 'appointment', 'gel', 'spa'],
    products: [
      ['gel manicure', 'chip-free colour that lasts two to three weeks'],
      ['signature facial', 'an hour of cleansing, massage and a mask chosen for your skin'],
      ['lash lift', 'curled, tinted lashes for six weeks, with no extensions'],
      ['full-body massage', 'an hour to switch off, with warm oils'],
    ],
    seasonal: [
      'Winter dries skin out, so our hydrating facial is back on the treatment list.',
      'Holiday season means toes on show: pedicure slots go fast in June.',
    ],
    local: ['Our treatment rooms are a quiet spot away from the busy high street in {place}.', 'We stock skincare made by a small brand close to {place}.'],
    offers: [
      ['A free brow tidy with any facial', 'book any facial this month and we add a brow tidy at no cost'],
      ['Bring a friend, both save 15%', 'book two treatments together and you each save 15%'],
    ],
    objections: [
      ['Will it suit my skin?', 'Every first appointment starts with a skin consultation and a patch test where needed.'],
      ['Is it worth the money?', 'A gel manicure lasts up to three weeks, which works out cheaper than weekly polish.'],
    ],
    proof: [
      'A bride booked her whole bridal party with us, and every nail lasted the honeymoon.',
      'Most of our clients rebook before they leave, which tells us more than any review.',
    ],
    tips: [
      ['Make a gel manicure last', 'Apply cuticle oil every night and wear gloves for washing up; gels last a week longer.'],
      ['Protect your skin in winter', 'Switch to a cream cleanser and put moisturiser on damp skin to lock in water.'],
      ['Prepare for a wax', 'Exfoliate the day before, not the day of, and skip moisturiser on the morning of your appointment.'],
    ],
    howTo: {
      goal: 'give yourself a ten-minute facial at home',
      steps: [
        'Cleanse twice, the first time to remove make-up',
        'Apply a mask suited to your skin for five minutes',
        'Press in serum and moisturiser while the skin is still damp',
      ],
    },
    behindScenes: [
      'Every tool is sterilised between clients, and you see us open a fresh file for you.',
      'Our therapists test every new product on themselves for a month before offering it.',
    ],
    events: ['a pamper evening', 'a skincare masterclass'],
    hashtags: ['BeautySalon', 'NailArt', 'SelfCare'],
  },
  {
    id: 'gym',
    label: 'gym',
    topic: 'training',
    match: /\b(gyms?|fitness|crossfit|boxing|martial arts|health club|leisure cent(re|er)|strength|weightlifting|bootcamp|spin)\b/i,
    terms: ['gym', 'workout', 'training', 'class', 'classes', 'strength', 'membership', 'coach', 'fitness', 'session', 'weights', 'reps', 'exercise'],
    products: [
      ['strength class', 'small groups, coached lifting and a plan that progresses every week'],
      ['open gym membership', 'the whole gym from 6am to 10pm, with no contract'],
      ['induction session', 'a free hour with a coach to learn the kit and set a plan'],
      ['HIIT class', 'thirty minutes, done before your coffee goes cold'],
    ],
    seasonal: ['January is busy, so the 6am classes open extra places this month.', 'Summer means outdoor sessions in the park on Saturday mornings.'],
    local: [
      'Our members come from all over {place}, and many of them now train together.',
      'We run a free Saturday session in the park in {place}, open to everyone.',
    ],
    offers: [
      ['First week free', 'try every class for seven days before you decide'],
      ['No joining fee this month', 'join before the end of the month and the joining fee is waived'],
    ],
    objections: [
      ['I am not fit enough to start', 'Every class has a beginner option, and the coach scales each exercise to you.'],
      ['Will I stick with it?', 'New members get a check-in after two and six weeks, and a training buddy if they want one.'],
    ],
    proof: [
      'A member who could not do a push-up in March deadlifted her bodyweight by September.',
      'Nine out of ten members who finish the first month are still training with us a year later.',
    ],
    tips: [
      ['Build a habit that sticks', 'Book your sessions like meetings: same days, same time, and a bag packed the night before.'],
      ['Lift more safely', 'Brace your core before every lift as if you were about to be poked in the stomach.'],
      ['Recover faster', 'Sleep seven to nine hours and get some protein within two hours of training.'],
    ],
    howTo: {
      goal: 'start strength training as a beginner',
      steps: [
        'Learn five basic lifts: squat, hinge, push, pull and carry',
        'Train two or three times a week with a rest day between',
        'Add a little weight only when every rep feels controlled',
      ],
    },
    behindScenes: [
      'Our coaches plan each week’s programme together on Sunday evening.',
      'The gym floor is cleaned and the kit checked every night after the last class.',
    ],
    events: ['a bring-a-friend workout', 'a charity fitness challenge'],
    hashtags: ['FitnessMotivation', 'StrengthTraining', 'GymLife'],
  },
  {
    id: 'studio',
    label: 'studio',
    topic: 'yoga and Pilates',
    match: /\b(yoga|pilates|barre|meditation|dance studio|dance school|wellness studio|reformer|tai chi|breathwork)\b/i,
    terms: ['yoga', 'pilates', 'class', 'classes', 'mat', 'stretch', 'studio', 'breath', 'breathing', 'teacher', 'flow', 'posture', 'mindful', 'reformer'],
    products: [
      ['beginners’ course', 'four weeks of small classes that teach the foundations'],
      ['reformer Pilates class', 'a full-body workout on the reformer, eight people at most'],
      ['slow-flow evening class', 'an hour to stretch, breathe and switch off'],
      ['class pass', 'ten classes to use whenever suits you, over three months'],
    ],
    seasonal: ['Autumn is a good time to reset: the new beginners’ course starts in September.', 'Summer classes move to the garden when the weather is kind.'],
    local: ['Our studio is a calm corner of {place}, five minutes from the station.', 'Community classes for {place} are pay-what-you-can every Sunday.'],
    offers: [
      ['Two weeks unlimited for new students', 'try every class for two weeks at an introductory price'],
      ['Bring a friend for free', 'on Fridays, every member can bring a friend at no cost'],
    ],
    objections: [
      ['I am not flexible enough for yoga', 'Flexibility is the result of the practice, not the entry ticket, and every pose has an easier version.'],
      ['Will I feel out of place?', 'Beginners are in every class, and teachers learn your name in the first session.'],
    ],
    proof: [
      'A student who came for back pain now teaches our Sunday community class.',
      'Our reviews mention one thing most: people feel calmer walking out than walking in.',
    ],
    tips: [
      ['Ease a stiff back after work', 'Lie on your back with your knees bent and let them fall slowly from side to side for two minutes.'],
      ['Breathe to calm down fast', 'Breathe in for four counts and out for six, ten times; your heart rate drops within a minute.'],
      ['Make home practice stick', 'Leave your mat rolled out where you will see it, and start with ten minutes, not an hour.'],
    ],
    howTo: {
      goal: 'start a ten-minute morning stretch',
      steps: [
        'Begin with slow cat-cow on your hands and knees',
        'Move to a low lunge on each side for five breaths',
        'Finish in child’s pose with long, slow breaths',
      ],
    },
    behindScenes: [
      'Our teachers plan each class around one theme, so the sequence builds to one pose.',
      'The studio is aired, cleaned and the mats wiped between every class.',
    ],
    events: ['a candlelit restorative workshop', 'a weekend retreat day'],
    hashtags: ['Yoga', 'Pilates', 'Wellbeing'],
  },
  {
    id: 'trainer',
    label: 'personal trainer',
    topic: 'getting fit',
    match: /\b(personal train(er|ers|ing)|\bPT\b|online coach(ing)? fitness|fitness coach|nutrition(ist)?|dietitian|running coach)\b/i,
    terms: ['training', 'session', 'sessions', 'programme', 'program', 'workout', 'coach', 'client', 'clients', 'nutrition', 'goals', 'exercise', 'strength'],
    products: [
      ['one-to-one session', 'an hour of coaching built entirely around you'],
      ['12-week programme', 'training, nutrition guidance and weekly check-ins'],
      ['online coaching', 'a plan in your app and a video check-in each week'],
      ['small-group training', 'the same coaching, shared with two or three friends'],
    ],
    seasonal: [
      'New year goals are easier with a plan: January consultations are booking now.',
      'Summer is a great time to train outdoors, and sessions move to the park.',
    ],
    local: ['I train clients across {place}, in the park, at home or in a private gym.', 'Most of my clients live or work within a mile of {place}.'],
    offers: [
      ['A free consultation', 'thirty minutes to talk through your goals and what is holding you back'],
      ['Save 10% on a 12-week block', 'book a full programme and the price drops by 10%'],
    ],
    objections: [
      ['Personal training is too expensive', 'Small-group sessions cost about the same as a gym class and keep the one-to-one attention.'],
      ['I have tried before and given up', 'Weekly check-ins and a realistic plan are what make it stick this time.'],
    ],
    proof: ['A client in her fifties ran her first 10k after twelve weeks of training.', 'Most clients book a second block after the first twelve weeks.'],
    tips: [
      ['Eat enough protein', 'Aim for a palm-sized portion of protein at every meal; it keeps you full and helps you recover.'],
      ['Train when motivation is low', 'Commit to ten minutes only; once you start, you almost always finish the session.'],
      ['Track progress beyond the scales', 'Take a photo and note one lift every four weeks; both show change long before the scales do.'],
    ],
    howTo: {
      goal: 'build a home workout with no equipment',
      steps: [
        'Pick one squat, one push, one pull and one core exercise',
        'Do each for forty seconds with twenty seconds of rest',
        'Repeat the circuit three times, twice a week',
      ],
    },
    behindScenes: [
      'Every client’s programme is written by hand on a Sunday and adjusted after each session.',
      'My own training happens at 6am, before the first client arrives.',
    ],
    events: ['a free outdoor group session', 'a nutrition Q&A evening'],
    hashtags: ['PersonalTrainer', 'FitnessCoach', 'StrongerEveryDay'],
  },
];
