// What Markk's writer knows about one kind of small business: plain data the offline writer
// composes from and the OpenAI prompt quotes. `{place}` and `{name}` are filled per brand.

export interface BusinessKind {
  id: string;
  /** How the writer names the business mid-sentence: "café", "florist". */
  label: string;
  /** What the business is about, as a subject: "coffee and brunch", "flowers". */
  topic: string;
  /** Matched against the brand's free-text industry (and name). */
  match: RegExp;
  /** Words that show a post is about this trade (the quality checks look for them). */
  terms: string[];
  /** Products and services: [name, what makes it good]. */
  products: [string, string][];
  /** Sentences tied to the time of year. */
  seasonal: string[];
  /** Sentences tied to the neighbourhood; `{place}` is the brand's place. */
  local: string[];
  /** Offers: [headline, the details]. */
  offers: [string, string][];
  /** What stops people buying, and the honest answer: [worry, answer]. */
  objections: [string, string][];
  /** Proof: what customers say or results, as a sentence. */
  proof: string[];
  /** Tips that give the tip: [headline, the tip itself]. */
  tips: [string, string][];
  /** One how-to: what it achieves ("keep a bouquet fresh") and three steps. */
  howTo: { goal: string; steps: [string, string, string] };
  /** Behind-the-scenes moments, as sentences. */
  behindScenes: string[];
  /** Events worth inviting people to (noun phrases). */
  events: string[];
  /** Hashtags without '#', in CamelCase. */
  hashtags: string[];
}
