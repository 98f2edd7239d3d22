// Table: filler words a shorter rewrite drops or replaces.

export const FILLER: [RegExp, string][] = [
  [/\b(really|very|just|actually|basically|quite|simply|truly|literally) (?=\w)/gi, ''],
  [/\bin order to\b/gi, 'to'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bat this point in time\b/gi, 'now'],
  [/\bfor the purpose of\b/gi, 'for'],
  [/\ba (large|great) number of\b/gi, 'many'],
];
