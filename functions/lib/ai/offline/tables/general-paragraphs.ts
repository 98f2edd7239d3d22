// Table: the newsletter's and the blog's paragraphs that carry no brand data.

/** The newsletter's and the blog's paragraphs that carry no brand data; each is used once. */
export const GENERAL_PARAGRAPHS = [
  'Start by being honest about where you are today. Write down what you already do, what it costs you in time and money, and what you would like to change. That short list becomes your baseline, and in a month you will see progress instead of guessing.',
  'Choose one change and make it easy. If it takes more than ten minutes a day, break it into smaller steps. The people who get the most from {topic} are rarely the ones with the most ambitious plans; they turn up consistently and quietly drop what does not work.',
  'Think about the questions you get asked most, or the ones you keep asking yourself. Each one points to where clarity is missing. Answer them once, properly, and keep the answers somewhere you can find them again.',
  'Budget matters, but it is rarely the deciding factor. What makes the difference is knowing what you want and saying no to the rest. A clear priority list turns a long menu of options into two or three sensible choices.',
  'Timing is underrated. The same effort pays off far better at the right moment of the day or week. Notice when you have the most energy and attention, and protect that slot for the things that matter most.',
  'Ask for feedback early. A quick question to a friend or to our team can save weeks of going in the wrong direction. People are usually glad to help, and the answers are often simpler than you expect.',
  'Keep things visible. A note on the fridge, a reminder on your phone or a checklist by the door does more than any amount of good intentions. What you can see, you tend to do; what is hidden tends to slip.',
  'Do not be afraid to adjust. If something felt right a month ago but is now a chore, change it. The best routine is the one that fits the life you have, not the one you planned on a quiet Sunday afternoon.',
  'Quality over quantity applies here too. One thing done well, and done regularly, beats five things started with enthusiasm and abandoned by the end of the month. Depth builds confidence, and confidence makes the next step easier.',
  'It helps to involve someone else. Share your plan with a friend or a colleague and check in with each other once a week. A little accountability turns good intentions into habits surprisingly quickly.',
  'Celebrate the small wins. Every time you stick with the plan for a week, note it down. Looking back at a run of small successes is the best motivation there is, and it makes the next step feel far less daunting.',
  'Learn from the people a step ahead of you. Their shortcuts are usually hard-won, and most are happy to share them. At {name} we pass on what we learn every week, because good ideas travel best when shared.',
  'Remember that what works for someone else may not work for you, and that is fine. Treat every idea as an experiment. Keep the ones that fit your life and your budget, and let the others go without guilt.',
  'Getting {topic} right is rarely about one big moment. It is the sum of small decisions made well: the right choice at the right time, a bit of care in the details, and someone who knows what they are doing when it matters.',
  'Price and value are not the same thing. The cheapest option often costs more in the end, once you count the time, the worry and the second attempt. Ask what is included, and what happens if something is not right.',
  'Consistency beats intensity. A small routine you keep for a year will do more than a burst of effort that fades after a fortnight. Pick a rhythm you can live with and let it work for you quietly in the background.',
  'Trust your own experience. If something has worked for you before, there is usually a reason, and it is worth understanding that reason before you change course. Notes from the last time save a lot of trial and error.',
  'Make it a pleasure, not a chore. The things we enjoy are the things we keep doing, so build in a small reward, good company or a favourite moment of the week around the habits you want to keep.',
];
