// Table: the contractions a playful rewrite uses and a professional one spells out.

export const CONTRACTIONS: [string, string][] = [
  ['we are', "we're"],
  ['you are', "you're"],
  ['they are', "they're"],
  ['it is', "it's"],
  ['that is', "that's"],
  ['there is', "there's"],
  ['do not', "don't"],
  ['does not', "doesn't"],
  ['did not', "didn't"],
  ['is not', "isn't"],
  ['are not', "aren't"],
  ['cannot', "can't"],
  ['will not', "won't"],
  ['we will', "we'll"],
  ['you will', "you'll"],
  ['let us', "let's"],
  ['i am', "I'm"],
  ['here is', "here's"],
  ['what is', "what's"],
  ['we have', "we've"],
];
