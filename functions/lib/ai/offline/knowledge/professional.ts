// Professional services: accountants and bookkeepers, lawyers, marketing and design agencies, estate agents.
import type { BusinessKind } from './types.ts';

export const professionalKinds: BusinessKind[] = [
  {
    id: 'accountant',
    label: 'accountancy firm',
    topic: 'tax and bookkeeping',
    match:
      /\b(accountan(t|ts|cy)|bookkeep(er|ers|ing)|tax (advisers?|advice|returns?)|payroll|chartered|CPA|financial advis(er|ers|or|ors|ice)|mortgage brokers?|insurance brokers?)\b/i,
    terms: [
      'tax',
      'accounts',
      'bookkeeping',
      'self-assessment',
      'VAT',
      'deadline',
      'return',
      'HMRC',
      'cash flow',
      'payroll',
      'accountant',
      'receipts',
      'expenses',
      'invoice',
    ],
    products: [
      ['self-assessment tax return', 'filed on time, with every allowance you are entitled to'],
      ['monthly bookkeeping', 'your books kept up to date, so there is no year-end panic'],
      ['VAT returns', 'prepared and filed under Making Tax Digital'],
      ['cash-flow forecast', 'a clear view of the next twelve months, updated every quarter'],
    ],
    seasonal: [
      'The self-assessment deadline is 31 January, and the last two weeks are always a rush.',
      'A new tax year starts on 6 April: a good moment to review how you pay yourself.',
    ],
    local: [
      'We work with sole traders and small firms across {place}, and many are neighbours.',
      'Meet us at our office in {place}, or by video if that is easier.',
    ],
    offers: [
      ['Free 30-minute review', 'we look at your books and tell you where you could save, with no obligation'],
      ['Fixed monthly fees', 'one price for the year, agreed upfront, with no surprise bills'],
    ],
    objections: [
      ['Is an accountant worth it for a small business?', 'Most clients save more in tax and time than our fee, and the peace of mind comes free.'],
      ['Will I be charged for every question?', 'Questions by phone and e-mail are included in every monthly package.'],
    ],
    proof: [
      'A café owner we work with saved enough tax in her first year to buy a new coffee machine.',
      'Not one of our clients has paid a late-filing penalty in the last five years.',
    ],
    tips: [
      ['Make tax time easier', 'Photograph every receipt the day you get it and keep them in one folder on your phone.'],
      ['Keep business and personal money apart', 'Open a separate business account; it saves hours at year-end and makes expenses obvious.'],
      ['Put tax aside as you go', 'Move 25 to 30% of every payment into a savings pot the day it arrives.'],
    ],
    howTo: {
      goal: 'get ready for your tax return',
      steps: [
        'Gather your income, expenses and bank statements for the tax year',
        'List any allowances, pension payments and donations',
        'Send everything to us by the end of November to beat the rush',
      ],
    },
    behindScenes: [
      'Every return is checked twice, by the accountant who prepared it and by a second pair of eyes.',
      'January is our busiest month, and the office kettle never gets cold.',
    ],
    events: ['a free tax-deadline workshop', 'a business-owners’ breakfast'],
    hashtags: ['SmallBusinessTips', 'TaxTips', 'Bookkeeping'],
  },
  {
    id: 'lawyer',
    label: 'law firm',
    topic: 'legal matters',
    match: /\b(law(yer|yers| firm)?|solicitors?|legal|attorneys?|barristers?|conveyancing|notary|wills?|probate|family law|immigration advice)\b/i,
    terms: ['legal', 'advice', 'solicitor', 'lawyer', 'contract', 'will', 'wills', 'case', 'consultation', 'fixed fee', 'conveyancing', 'clients', 'law'],
    products: [
      ['will writing', 'a clear, valid will, usually ready within two weeks'],
      ['conveyancing', 'buying or selling a home, with updates at every step'],
      ['business contracts', 'terms and agreements in plain English'],
      ['initial consultation', 'thirty minutes to understand your options'],
    ],
    seasonal: [
      'The start of the year is when many families finally write their wills, and it takes less time than most expect.',
      'Spring is moving season, so conveyancing queues grow: instruct early.',
    ],
    local: [
      'We have advised families and businesses in {place} for more than twenty years.',
      'Home visits are available across {place} for clients who cannot come to us.',
    ],
    offers: [
      ['Fixed-fee wills', 'a single or mirror will at a fixed price, agreed before we start'],
      ['Free initial call', 'fifteen minutes to see whether we can help, at no cost'],
    ],
    objections: [
      ['Lawyers are too expensive', 'Most of our work is fixed-fee, so you know the cost before we start.'],
      ['I will not understand the jargon', 'We explain everything in plain English and put it in writing.'],
    ],
    proof: [
      'A couple who put off their wills for years had everything signed within ten days.',
      'Most new clients come to us because a previous client recommended us.',
    ],
    tips: [
      ['Why everyone needs a will', 'Without one, the law decides who inherits, and it may not be the people you would choose.'],
      ['Read a contract before signing', 'Check the notice period, the renewal terms and who is liable if something goes wrong.'],
      ['Protect your business name', 'Register your trade mark before you spend money on signs and packaging.'],
    ],
    howTo: {
      goal: 'prepare for writing your will',
      steps: [
        'List what you own and what you owe',
        'Decide who you want to benefit and who will be your executors',
        'Book a meeting and bring your list and ID',
      ],
    },
    behindScenes: ['Every file has one named solicitor, so you always know who to call.', 'Our team meets each morning to review deadlines so nothing slips.'],
    events: ['a free wills-and-probate talk', 'a legal clinic for small businesses'],
    hashtags: ['LegalAdvice', 'Solicitors', 'WillWriting'],
  },
  {
    id: 'agency',
    label: 'agency',
    topic: 'marketing',
    match:
      /\b(agenc(y|ies)|marketing|branding|web design|web develop(er|ers|ment)|digital|seo|social media manag(er|ement)|copywrit(er|ing)|graphic design(er)?|pr firm|public relations|consultan(cy|t|ts))\b/i,
    terms: ['brand', 'website', 'campaign', 'marketing', 'design', 'strategy', 'clients', 'results', 'growth', 'content', 'leads', 'SEO', 'audit', 'project'],
    products: [
      ['brand refresh', 'a new look, tone and guidelines in four weeks'],
      ['website build', 'fast, accessible and easy for you to update'],
      ['monthly marketing retainer', 'content, ads and reporting handled each month'],
      ['marketing audit', 'an honest review of what works and what wastes money'],
    ],
    seasonal: ['Planning next year’s marketing now means campaigns ready for January.', 'Before the summer slowdown is the right moment to fix your website.'],
    local: ['We work with independent businesses across {place} and beyond.', 'Our studio in {place} is open for a coffee and a chat about your plans.'],
    offers: [
      ['Free marketing audit', 'a recorded walkthrough of your website and socials with three quick wins'],
      ['Fixed-price website packages', 'clear prices and timelines, agreed before we start'],
    ],
    objections: [
      ['Agencies are too expensive for us', 'Our packages are built for small businesses, and we start with what pays back fastest.'],
      ['How will I know it is working?', 'Every month you get a one-page report with leads, sales and what we will change next.'],
    ],
    proof: [
      'A local client doubled their online enquiries within three months of their new website.',
      'Most of our clients have been with us for more than two years.',
    ],
    tips: [
      ['Write a homepage that converts', 'Say what you do, who it is for and what to do next, all above the fold.'],
      ['Get more from social media', 'Post less, but reply to every comment within an hour of posting.'],
      ['Find out what works', 'Ask every new customer how they heard about you and keep a tally.'],
    ],
    howTo: {
      goal: 'run a simple marketing audit',
      steps: [
        'List every channel and how many enquiries it brought last quarter',
        'Check your website on a phone and time how long it takes to load',
        'Keep the two best channels and pause the rest for a month',
      ],
    },
    behindScenes: [
      'Every project starts with a workshop where we ask more questions than we answer.',
      'Our designers and writers review each other’s work before anything goes to a client.',
    ],
    events: ['a free marketing breakfast', 'a website clinic'],
    hashtags: ['MarketingTips', 'SmallBusinessMarketing', 'Branding'],
  },
  {
    id: 'realestate',
    label: 'estate agency',
    topic: 'buying and selling homes',
    match: /\b(estate agen(t|ts|cy)|real estate|realtors?|property|properties|lettings?|letting agen(t|cy)|mortgages?|homes for sale|property management)\b/i,
    terms: ['home', 'homes', 'property', 'sale', 'sell', 'buyers', 'viewing', 'valuation', 'market', 'listing', 'rent', 'landlords', 'tenants', 'house'],
    products: [
      ['free valuation', 'an honest price based on what has sold nearby'],
      ['lettings management', 'tenants found, rent collected and repairs handled'],
      ['professional photos and floor plans', 'included with every listing'],
      ['accompanied viewings', 'evenings and weekends, so buyers can come when they are free'],
    ],
    seasonal: [
      'Spring is the busiest time to sell, so listing in February gets you ahead.',
      'Autumn buyers are serious buyers, and well-presented homes still sell fast.',
    ],
    local: [
      'We know every street in {place}, and which ones buyers ask for first.',
      'Our office in {place} is open six days a week for valuations and viewings.',
    ],
    offers: [
      ['Free valuation this week', 'an agent visits, prices your home and explains the local market'],
      ['Reduced fee for landlords', 'the first three months of management at a reduced fee'],
    ],
    objections: [
      ['Online agents are cheaper', 'Local agents usually achieve a higher price and a faster sale, which more than covers the fee.'],
      ['What if it does not sell?', 'We review the price and the marketing every two weeks and tell you honestly what to change.'],
    ],
    proof: ['A family home had four offers in its first weekend on the market.', 'Most of our sales agree within 30 days of the first viewing.'],
    tips: [
      ['Sell your home faster', 'Declutter, fix the small things and let in as much light as possible before the photos.'],
      ['Prepare for a valuation', 'Have a list of improvements you have made and the dates they were done.'],
      ['Find the right rental', 'Get your references and deposit ready before viewing, and good homes can be yours the same day.'],
    ],
    howTo: {
      goal: 'get your home ready to sell',
      steps: [
        'Clear surfaces and remove one piece of furniture from each room',
        'Fix dripping taps, loose handles and scuffed paint',
        'Open the curtains and switch on lamps before every viewing',
      ],
    },
    behindScenes: [
      'Our team visits every new listing together to agree the price and the story we tell.',
      'Each Monday we call every buyer on our list to match them with new homes.',
    ],
    events: ['an open-house weekend', 'a first-time buyers’ evening'],
    hashtags: ['RealEstate', 'PropertyForSale', 'HomeSweetHome'],
  },
];
