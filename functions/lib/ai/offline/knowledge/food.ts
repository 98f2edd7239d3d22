// Food and drink: cafés, bakeries, restaurants, bars and pubs.
import type { BusinessKind } from './types.ts';

export const foodKinds: BusinessKind[] = [
  {
    id: 'cafe',
    label: 'café',
    topic: 'coffee and brunch',
    match: /\b(caf[eé]s?|coffee|espresso|tea ?rooms?|tea ?shop|brunch|roaster)/i,
    terms: [
      'coffee',
      'espresso',
      'latte',
      'flat white',
      'brunch',
      'cake',
      'pastry',
      'pastries',
      'barista',
      'menu',
      'breakfast',
      'cappuccino',
      'beans',
      'café',
      'cafe',
      'tea',
      'sourdough',
      'toastie',
    ],
    products: [
      ['flat white', 'a double ristretto with silky steamed milk, strong enough to get you through the morning'],
      ['seasonal brunch plate', 'eggs, sourdough and whatever the market had this week, served until 2pm'],
      ['house espresso blend', 'chocolatey, low in acidity and roasted by a small roaster down the road'],
      ['cardamom bun', 'baked every morning and usually gone by eleven'],
      ['oat milk latte', 'made with a barista oat milk that steams as well as dairy'],
    ],
    seasonal: ['As the mornings get colder, the spiced latte is back on the menu.', 'Summer means iced coffee, cold brew and a table by the open window.'],
    local: [
      'We buy our milk and bread from producers within a few miles of {place}.',
      'Half our regulars walk here from around {place}, and we know most of their orders by heart.',
    ],
    offers: [
      ['A free pastry before 10am', 'buy any coffee before 10am on a weekday and the pastry is on us'],
      ['Loyalty card: your sixth coffee is free', 'ask for a stamp card at the counter; every sixth hot drink is on the house'],
    ],
    objections: [
      [
        'Is it too busy to find a seat?',
        'Weekday mornings after the school run and mid-afternoon are the quietest times, and there is always space at the window bar.',
      ],
      ['Is speciality coffee expensive?', 'A flat white costs about the same as a chain, and a refill of filter coffee is half price.'],
    ],
    proof: [
      'One of our regulars has ordered the same cortado every weekday for three years and still says it is the best in town.',
      'Last month more than a hundred people brought their own cup, and each one saved on their coffee.',
    ],
    tips: [
      ['Keep your coffee beans fresh for longer', 'Store beans in an airtight tin away from light, and grind only what you need right before brewing.'],
      ['Get a better brew at home', 'Use 60 grams of coffee per litre of water and water just off the boil, around 94 degrees.'],
      ['Order a milder coffee without losing flavour', 'Ask for a flat white with a single shot or a half-caf: you keep the taste and skip the jitters.'],
    ],
    howTo: {
      goal: 'make a café-style latte at home',
      steps: [
        'Brew a strong shot or a small, strong cafetière',
        'Heat the milk to about 65 degrees, hot to the touch but not boiling',
        'Tap the jug, swirl, and pour the milk into the middle of the coffee',
      ],
    },
    behindScenes: [
      'Our barista dials in the espresso every morning at 7, tasting shots until the grind is right.',
      'The cake counter is baked in our own kitchen before the doors open.',
    ],
    events: ['a latte art morning', 'a coffee tasting with our roaster'],
    hashtags: ['SpecialtyCoffee', 'CoffeeShop', 'Brunch'],
  },
  {
    id: 'bakery',
    label: 'bakery',
    topic: 'bread and baking',
    match: /\b(baker(y|ies|s)?|bread|patisserie|p[aâ]tisserie|cakes?|cupcakes?|pastr(y|ies)|doughnuts?|donuts?)\b/i,
    terms: ['bread', 'sourdough', 'loaf', 'loaves', 'croissant', 'cake', 'pastry', 'pastries', 'oven', 'bake', 'baked', 'bakery', 'dough', 'flour', 'bun'],
    products: [
      ['country sourdough', 'a 36-hour loaf with a crackling crust and an open crumb'],
      ['butter croissant', 'laminated over three days with French butter'],
      ['celebration cake', 'made to order with two days’ notice, in any flavour you like'],
      ['cinnamon knot', 'soft, sticky and best still warm from the oven'],
    ],
    seasonal: [
      'Hot cross buns are back for spring, baked fresh every morning until Easter.',
      'Christmas stollen and mince pies can be pre-ordered from the first of December.',
    ],
    local: ['Our flour comes from a mill less than fifty miles from {place}.', 'Unsold bread goes to a food bank in {place} every evening.'],
    offers: [
      ['Half-price bread after 4pm', 'anything left from the morning bake is half price in the last hour'],
      ['A free loaf with your tenth', 'collect a stamp with every loaf and the tenth is on us'],
    ],
    objections: [
      ['Why does sourdough cost more?', 'It takes 36 hours, real fermentation and no shortcuts, and one loaf keeps well for four days.'],
      ['Can I get a cake at short notice?', 'Most celebration cakes need two days, but the counter always has whole cakes for same-day birthdays.'],
    ],
    proof: [
      'A customer drives forty minutes every Saturday for our rye, and brings a new friend most weeks.',
      'Our wedding cakes have been served at more than two hundred celebrations.',
    ],
    tips: [
      ['Keep sourdough fresh', 'Store the loaf cut-side down on a wooden board, and freeze slices you will not eat within three days.'],
      ['Revive a day-old croissant', 'Warm it for four minutes in a hot oven, never the microwave, and the layers crisp up again.'],
      ['Order a cake without stress', 'Tell us the date, the number of guests and one flavour you love; we handle the rest.'],
    ],
    howTo: {
      goal: 'bake a better loaf at home',
      steps: [
        'Use strong bread flour and weigh everything',
        'Give the dough a long, cool rise overnight in the fridge',
        'Bake in a preheated lidded pot for the crispest crust',
      ],
    },
    behindScenes: [
      'Our bakers start at 4am so the first loaves are out of the oven when the doors open.',
      'Every croissant is rolled and shaped by hand, about six hundred on a Saturday.',
    ],
    events: ['a sourdough workshop', 'a kids’ biscuit-decorating afternoon'],
    hashtags: ['Bakery', 'Sourdough', 'FreshBread'],
  },
  {
    id: 'restaurant',
    label: 'restaurant',
    topic: 'eating out',
    match: /\b(restaurants?|bistro|diner|eatery|trattoria|pizzeria|pizza|fine dining|street food|takeaway|take-away|sushi|curry|tapas|steakhouse)\b/i,
    terms: [
      'menu',
      'dish',
      'dishes',
      'chef',
      'kitchen',
      'table',
      'dinner',
      'lunch',
      'restaurant',
      'food',
      'tasting',
      'plate',
      'starter',
      'dessert',
      'wine',
      'book a table',
    ],
    products: [
      ['chef’s tasting menu', 'six small courses that change with the season'],
      ['Sunday lunch', 'slow-roasted meat or a nut roast, with all the trimmings'],
      ['set lunch', 'two courses in under an hour, for a fixed price'],
      ['signature dessert', 'the one plate our chef will never take off the menu'],
    ],
    seasonal: [
      'Our new autumn menu brings game, squash and slow braises to the table.',
      'The terrace opens for summer, with a lighter menu built for long evenings.',
    ],
    local: [
      'Most of our vegetables are grown on farms within an hour of {place}.',
      'We are proud to be a neighbourhood restaurant for {place}, where the staff know your name.',
    ],
    offers: [
      ['Early-bird menu', 'two courses at a set price when you sit down before 6:30pm'],
      ['Kids eat free on Sundays', 'one free kids’ meal with every adult main on Sunday lunchtimes'],
    ],
    objections: [
      ['Do I need to book?', 'Walk-ins are welcome at the bar, and a table for two can usually be found on weeknights.'],
      ['Can you cater for allergies?', 'Every dish is listed with its allergens, and the kitchen adapts most plates if you tell us when you book.'],
    ],
    proof: [
      'A couple who had their first date here came back for their tenth anniversary last month.',
      'Our Sunday lunch has a waiting list most weekends, and the reviews mention the gravy every time.',
    ],
    tips: [
      ['Get the best table', 'Book for 6pm or after 8:30pm midweek: the kitchen is calmer and the window tables are free.'],
      ['Pair wine without the guesswork', 'Tell the server the dish and your budget, and ask for the glass they would drink with it.'],
      ['Order as a group', 'Share four starters between six people: you taste more of the menu and spend less.'],
    ],
    howTo: {
      goal: 'host a stress-free dinner for a group',
      steps: [
        'Book a week ahead and mention any allergies',
        'Pre-order from the set menu so the food arrives together',
        'Ask for one bill split by table to save time at the end',
      ],
    },
    behindScenes: [
      'Prep starts at 9am: stocks on the stove, bread proving, and the chef tasting every sauce.',
      'Our chef visits the fish market twice a week and writes the specials board on the way back.',
    ],
    events: ['a wine-pairing supper', 'a one-night pop-up with a guest chef'],
    hashtags: ['FoodLovers', 'LocalRestaurant', 'EatLocal'],
  },
  {
    id: 'bar',
    label: 'bar',
    topic: 'a good night out',
    match: /\b(bars?|pubs?|taproom|brewery|brewer(s|ies)?|cocktails?|wine bar|gastropub|inn|tavern|distillery)\b/i,
    terms: ['pint', 'beer', 'ale', 'cocktail', 'cocktails', 'wine', 'bar', 'pub', 'drinks', 'tap', 'quiz', 'gin'],
    products: [
      ['house pale ale', 'brewed with a local brewery, hoppy and easy-drinking'],
      ['cocktail of the month', 'a new recipe from our bar team every month'],
      ['pub quiz', 'every Tuesday at 8pm, free to enter'],
      ['Sunday roast', 'the best value roast for miles, served from noon'],
    ],
    seasonal: ['Mulled wine is back behind the bar until the end of January.', 'The beer garden is open and the summer cocktail list has arrived.'],
    local: [
      'Five of our twelve taps pour beer brewed within twenty miles of {place}.',
      'The local football team celebrates here after every home game in {place}.',
    ],
    offers: [
      ['Happy hour, 5 to 7pm', 'two-for-one on house cocktails every weekday from 5 to 7pm'],
      ['Free first pint for quiz teams', 'every quiz team captain gets their first pint on us'],
    ],
    objections: [
      ['Is it too loud to talk?', 'The back room stays quiet all evening, and the music goes up only after 10pm on Fridays.'],
      ['Is it family-friendly?', 'Children are welcome until 8pm, and dogs are welcome all day.'],
    ],
    proof: ['Our quiz has sold out forty weeks in a row.', 'A reviewer called our Sunday roast the best in the city, and the gravy recipe is still a secret.'],
    tips: [
      ['Find your beer style', 'Ask for a third-pint taster flight of three beers before you choose your pint.'],
      ['Win the pub quiz', 'Bring a team of four with different ages: the music round is where teams are won and lost.'],
      ['Make a better gin and tonic', 'Use plenty of ice, a chilled glass and a tonic that is not too sweet.'],
    ],
    howTo: {
      goal: 'book a party without the fuss',
      steps: [
        'Tell us the date and rough numbers a week ahead',
        'Choose a sharing platter so the food arrives at once',
        'Set a bar tab limit so nobody has to chase money',
      ],
    },
    behindScenes: [
      'Our cellar manager checks every cask before it goes on, and that is why the first pint is always a good one.',
      'The bar team tries every new cocktail on each other for a week before it makes the menu.',
    ],
    events: ['a meet-the-brewer night', 'a live acoustic Sunday'],
    hashtags: ['CraftBeer', 'LocalPub', 'Cocktails'],
  },
];
