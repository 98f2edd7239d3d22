// Table: the seasons a sentence can speak of.

/** The months (0–11) a seasonal sentence speaks of, by its words. */
export const SEASONS: [RegExp, number[]][] = [
  [
    /\b(winter|christmas|festive|december|january|february|new year|frost\w*|dark evenings|cold(er)? (months|mornings|weather)|mornings get colder|heating)\b/i,
    [10, 11, 0, 1],
  ],
  [/\b(spring|easter|march|april|may|mother'?s day)\b/i, [1, 2, 3, 4]],
  [/\b(summer|iced|sunshine|sunny|july|august|bbq|barbecue|wedding season|festival|holidays?)\b/i, [4, 5, 6, 7]],
  [/\b(autumn|fall|september|october|november|back to school|halloween|bonfire)\b/i, [7, 8, 9, 10]],
];
