// Table: the words a professional rewrite uses instead.

export const FORMAL_WORDS: [string, string][] = [
  ['hey there', 'hello'],
  ['hey hey', 'hello'],
  ['hi there', 'hello'],
  ['hiya', 'hello'],
  ['hey', 'hello'],
  ['awesome', 'excellent'],
  ['amazing', 'excellent'],
  ['grab', 'get'],
  ['folks', 'everyone'],
  ['guys', 'everyone'],
  ['kick off', 'begin'],
  ['catch you later', 'kind regards'],
  ['catch you soon', 'kind regards'],
  ['see you soon', 'kind regards'],
  ['talk soon', 'kind regards'],
  ["let's go", 'we look forward to hearing from you'],
  ['super ', 'very '],
  ['gonna', 'going to'],
  ['wanna', 'want to'],
  ['stuff', 'things'],
];
