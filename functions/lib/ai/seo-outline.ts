// SEO outlines and their blog drafts: from OpenAI when OPENAI_API_KEY is set (JSON mode), else
// from the built-in offline writer. The model's outline is fitted to the limits the way the
// quality checks treat a package: a point, H3, question or phrase that breaks its limit is
// dropped, a link to anything but the owner's drafts is dropped, and an answer that is then short
// of a minimum, or whose title or meta description breaks its limit, is asked for again once with
// the problems named. A draft missing a heading or a question of its outline is asked for again
// the same way. Whoever wrote them, outline and draft are checked before they are stored.
import * as z from 'zod';
import type OpenAI from 'openai';
import { config } from '#lib/config';
import { BODY_MAX } from '#contracts/content';
import {
  SEO_ANCHOR_MAX,
  SEO_HEADING_MAX,
  SEO_LINKS_MAX,
  SEO_META_MAX,
  SEO_PHRASES_MAX,
  SEO_PHRASES_MIN,
  SEO_PHRASE_MAX,
  SEO_POINTS_MAX,
  SEO_POINTS_MIN,
  SEO_POINT_MAX,
  SEO_QUESTIONS_MAX,
  SEO_QUESTIONS_MIN,
  SEO_QUESTION_MAX,
  SEO_SECTIONS_MAX,
  SEO_SECTIONS_MIN,
  SEO_SUBSECTIONS_MAX,
  SEO_SUBSECTION_POINTS_MAX,
  SEO_SUBSECTION_POINTS_MIN,
  SEO_TITLE_MAX,
  SeoField,
  SeoOutlineDraft,
} from '#contracts/seo-outlines';
import { askForJson, issuesOf, keptClient, type JsonReading } from './client.ts';
import { FAQ_HEADING } from './offline/tables/seo-phrases.ts';
import { PHRASE_WORDS_MAX, writeSeoOutlineOffline } from './offline/seo-outline.ts';
import { fitting } from './offline/seo-text.ts';
import { writeSeoDraftOffline } from './offline/seo-draft.ts';
import { describe } from './openai.ts';
import type { SeoBlogDraft, SeoDraftRequest, SeoOutlineRequest } from './seo-types.ts';
import { AiAnswerError, countWords } from './types.ts';

export type { LinkableDraft, SeoBlogDraft, SeoDraftRequest, SeoOutlineRequest } from './seo-types.ts';

/** The words that tell these prompts from the others (the tests' fake model reads them too). */
export const SEO_OUTLINE_INSTRUCTION = 'Write the SEO blog outline for this topic';
export const SEO_DRAFT_INSTRUCTION = 'Write the blog post from this SEO outline';

/** A blog draft shorter than this is not a post (the offline writer's come to 600–900 words). */
export const SEO_DRAFT_MIN_WORDS = 450;
/** The drafts the prompt lists as link targets: the newest, enough to choose five from. */
const DRAFTS_IN_PROMPT = 40;

const SYSTEM =
  'You are Markk, a senior SEO content strategist and blog writer for small businesses. Answer with a single JSON object only, matching the requested shape exactly.';

/** Wider than the contract on purpose: what breaks a limit is dropped where the outline can spare it. */
const OutlineAnswer = z.object({
  title: z.string(),
  metaDescription: z.string(),
  sections: z.array(
    z.object({
      heading: z.string(),
      points: z.array(z.string()),
      subsections: z.array(z.object({ heading: z.string(), points: z.array(z.string()) })).optional(),
    }),
  ),
  questions: z.array(z.string()),
  internalLinks: z.array(z.object({ itemId: z.string(), anchorText: z.string() })).optional(),
  targetPhrases: z.array(z.string()),
});
type OutlineAnswer = z.infer<typeof OutlineAnswer>;

const DraftAnswer = z.object({ body: z.string() });

/** What both prompts open with: the brand brief, the topic and the campaign, if any. */
const promptHead = (request: Pick<SeoOutlineRequest, 'brand' | 'topic' | 'campaign'>) => [
  describe(request.brand),
  '',
  `Topic of the blog post (the owner's words): ${request.topic}`,
  request.campaign
    ? `Campaign the post supports: ${request.campaign.name}. What the owner wants from it (their own note: let it choose the products and the call to action, never quote it): ${request.campaign.goal}`
    : 'Campaign: none; the call to action follows the main goal.',
];

export function outlinePrompt(request: SeoOutlineRequest): string {
  const drafts = request.drafts.slice(0, DRAFTS_IN_PROMPT);
  return [
    ...promptHead(request),
    "The owner's own blog drafts, for internal links (id: title):",
    drafts.length ? drafts.map((d) => `- ${d.itemId}: ${d.title}`).join('\n') : '- none yet',
    '',
    `${SEO_OUTLINE_INSTRUCTION}, as JSON: {"title": string (at most ${SEO_TITLE_MAX} characters, with the main search phrase), ` +
      `"metaDescription": string (at most ${SEO_META_MAX} characters: what the reader gets, then one call to action), ` +
      `"sections": [${SEO_SECTIONS_MIN}-${SEO_SECTIONS_MAX} H2 sections: {"heading": string (at most ${SEO_HEADING_MAX} characters), ` +
      `"points": [${SEO_POINTS_MIN}-${SEO_POINTS_MAX} sentences to cover, each at most ${SEO_POINT_MAX} characters], ` +
      `"subsections": [0-${SEO_SUBSECTIONS_MAX} H3s: {"heading": string, "points": [${SEO_SUBSECTION_POINTS_MIN}-${SEO_SUBSECTION_POINTS_MAX} sentences]}]}], ` +
      `"questions": [${SEO_QUESTIONS_MIN}-${SEO_QUESTIONS_MAX} questions people ask about the topic, each ending with "?" and at most ${SEO_QUESTION_MAX} characters: use the worries listed above], ` +
      `"internalLinks": [0-${SEO_LINKS_MAX} of the owner's drafts above whose subject is close to the topic: {"itemId": the id as listed, "anchorText": the words to link from, at most ${SEO_ANCHOR_MAX} characters}], ` +
      `"targetPhrases": [${SEO_PHRASES_MIN}-${SEO_PHRASES_MAX} phrases a customer would search for, each at most ${SEO_PHRASE_MAX} characters and ${PHRASE_WORDS_MAX} words: the topic, the trade and its products, with the place where there is one]}.`,
    'Count the characters of every field: one over its limit is thrown away. Every point is specific to this business: its products, offers, tips, proof and place from the lists above.',
  ].join('\n');
}

/** The fields of a list that fit, up to `count`. */
const kept = (field: keyof typeof SeoField, texts: readonly string[] | undefined, count: number) => fitting(field, texts ?? [], count);

/** The answer within the limits, or what keeps it from being usable. */
export function fitOutline(request: SeoOutlineRequest, answer: OutlineAnswer): JsonReading<SeoOutlineDraft> {
  const sections = answer.sections
    .map((section) => ({
      heading: kept('heading', [section.heading], 1)[0],
      points: kept('point', section.points, SEO_POINTS_MAX),
      subsections: (section.subsections ?? [])
        .map((sub) => ({ heading: kept('heading', [sub.heading], 1)[0], points: kept('point', sub.points, SEO_SUBSECTION_POINTS_MAX) }))
        .filter((sub): sub is { heading: string; points: string[] } => sub.heading !== undefined && sub.points.length >= SEO_SUBSECTION_POINTS_MIN)
        .slice(0, SEO_SUBSECTIONS_MAX),
    }))
    .filter((section): section is SeoOutlineDraft['sections'][number] => section.heading !== undefined && section.points.length >= SEO_POINTS_MIN)
    .slice(0, SEO_SECTIONS_MAX);
  const questions = kept('question', answer.questions, SEO_QUESTIONS_MAX);
  const targetPhrases = kept(
    'phrase',
    answer.targetPhrases.filter((phrase) => phrase.trim().split(/\s+/).length <= PHRASE_WORDS_MAX),
    SEO_PHRASES_MAX,
  );
  const drafts = new Map(request.drafts.map((draft) => [draft.itemId, draft]));
  const internalLinks = (answer.internalLinks ?? [])
    .filter((link, i, all) => drafts.has(link.itemId) && all.findIndex((other) => other.itemId === link.itemId) === i)
    .flatMap((link) =>
      kept('anchorText', [link.anchorText], 1).map((anchorText) => ({ itemId: link.itemId, title: drafts.get(link.itemId)!.title, anchorText })),
    )
    .slice(0, SEO_LINKS_MAX);
  const problemOf = (field: 'title' | 'metaDescription', text: string) => {
    const parsed = SeoField[field].safeParse(text);
    return parsed.success ? null : `${field}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`;
  };
  const problems = [
    problemOf('title', answer.title),
    problemOf('metaDescription', answer.metaDescription),
    sections.length < SEO_SECTIONS_MIN
      ? `only ${sections.length} sections with a heading of at most ${SEO_HEADING_MAX} characters and ${SEO_POINTS_MIN} or more points of at most ${SEO_POINT_MAX}; ${SEO_SECTIONS_MIN} to ${SEO_SECTIONS_MAX} are needed`
      : null,
    questions.length < SEO_QUESTIONS_MIN
      ? `only ${questions.length} different questions ending with "?" of at most ${SEO_QUESTION_MAX} characters; ${SEO_QUESTIONS_MIN} to ${SEO_QUESTIONS_MAX} are needed`
      : null,
    targetPhrases.length < SEO_PHRASES_MIN
      ? `only ${targetPhrases.length} different target phrases of at most ${SEO_PHRASE_MAX} characters and ${PHRASE_WORDS_MAX} words; ${SEO_PHRASES_MIN} to ${SEO_PHRASES_MAX} are needed`
      : null,
  ].filter((problem) => problem !== null);
  if (problems.length) return { problem: problems.join('; ') };
  return { value: { title: answer.title.trim(), metaDescription: answer.metaDescription.trim(), sections, questions, internalLinks, targetPhrases } };
}

export function draftPrompt(request: SeoDraftRequest): string {
  const { outline } = request;
  return [
    ...promptHead(request),
    'The SEO outline, as JSON:',
    JSON.stringify({ ...outline, internalLinks: outline.internalLinks.map(({ title, anchorText }) => ({ title, anchorText })) }),
    '',
    `${SEO_DRAFT_INSTRUCTION}, as JSON: {"body": string (Markdown, 600-1000 words, without the title: an opening paragraph with the main target phrase; ` +
      'then every section of the outline in its order as "## " + its heading exactly, its H3s as "### " + their headings exactly, each with paragraphs that cover every one of its points; ' +
      `then "## ${FAQ_HEADING}" with every question of the outline as "### " + the question exactly and a short answer; ` +
      'where a section touches a linked draft, mention it by its anchor text; end with one call to action towards the goal)}.',
  ].join('\n');
}

/** The headings and questions of the outline the body leaves out, as the model is told them. */
export function missingFrom(outline: SeoOutlineDraft, body: string): string[] {
  const lines = new Set(body.split('\n').map((line) => line.trim()));
  const wanted = [
    ...outline.sections.flatMap((section) => [`## ${section.heading}`, ...section.subsections.map((sub) => `### ${sub.heading}`)]),
    `## ${FAQ_HEADING}`,
    ...outline.questions.map((question) => `### ${question}`),
  ];
  return wanted.filter((line) => !lines.has(line));
}

/** The draft's problems: headings or questions missing, too short, too long. */
function draftProblems(outline: SeoOutlineDraft, body: string): string[] {
  const missing = missingFrom(outline, body);
  const words = countWords(body);
  return [
    missing.length ? `these lines of the outline are missing, each on a line of its own: ${missing.map((line) => `"${line}"`).join(', ')}` : null,
    words < SEO_DRAFT_MIN_WORDS ? `the body has ${words} words; at least ${SEO_DRAFT_MIN_WORDS} are needed` : null,
    body.length > BODY_MAX ? `the body has ${body.length} characters; at most ${BODY_MAX} are allowed` : null,
  ].filter((problem) => problem !== null);
}

/** The request waits for the writer (the API function has 15 s): 12 s a call and one retry of a failed call. */
const modelClient = async () => {
  const { OPENAI_API_KEY, OPENAI_BASE_URL } = config();
  return keptClient({ apiKey: OPENAI_API_KEY!, baseURL: OPENAI_BASE_URL, maxRetries: 1, timeout: 12_000 });
};

/** The model's outline, fitted to the limits; an AiAnswerError when it stays unusable after one retry. */
export async function outlineFromModel(client: OpenAI, model: string, request: SeoOutlineRequest): Promise<SeoOutlineDraft> {
  return askForJson<SeoOutlineDraft>(
    client,
    model,
    { system: SYSTEM, user: outlinePrompt(request) },
    (json) => {
      const parsed = OutlineAnswer.safeParse(json);
      return parsed.success ? fitOutline(request, parsed.data) : { problem: issuesOf(parsed.error) };
    },
    (problem) => new AiAnswerError(`The AI gave an unusable SEO outline twice (${problem}).`),
  );
}

/** The model's blog draft of the outline; an AiAnswerError when it stays unusable after one retry. */
export async function draftFromModel(client: OpenAI, model: string, request: SeoDraftRequest): Promise<SeoBlogDraft> {
  const body = await askForJson<string>(
    client,
    model,
    { system: SYSTEM, user: draftPrompt(request) },
    (json) => {
      const parsed = DraftAnswer.safeParse(json);
      if (!parsed.success) return { problem: issuesOf(parsed.error) };
      const problems = draftProblems(request.outline, parsed.data.body.trim());
      return problems.length ? { problem: problems.join('; ') } : { value: parsed.data.body.trim() };
    },
    (problem) => new AiAnswerError(`The AI gave an unusable blog draft twice (${problem}).`),
  );
  return { title: request.outline.title, body };
}

/** What is wrong with an outline across its fields: a link to a draft that is not the owner's. */
export function outlineProblem(outline: SeoOutlineDraft, request: Pick<SeoOutlineRequest, 'drafts'>): string | null {
  const own = new Set(request.drafts.map((draft) => draft.itemId));
  const stranger = outline.internalLinks.find((link) => !own.has(link.itemId));
  return stranger ? `internalLinks: ${stranger.itemId} is not one of the owner's drafts` : null;
}

/** The outline for a topic: OpenAI when configured, else the offline writer; checked against the contract either way. */
export async function writeSeoOutline(request: SeoOutlineRequest): Promise<SeoOutlineDraft> {
  const { OPENAI_API_KEY, OPENAI_MODEL } = config();
  const outline = OPENAI_API_KEY ? await outlineFromModel(await modelClient(), OPENAI_MODEL, request) : writeSeoOutlineOffline(request);
  const valid = SeoOutlineDraft.safeParse(outline);
  const problem = valid.success ? outlineProblem(valid.data, request) : issuesOf(valid.error);
  if (!valid.success || problem) throw new AiAnswerError(`The AI gave an SEO outline that could not be used (${problem}).`);
  return valid.data;
}

/** "Write it": the outline as a blog draft, from OpenAI when configured, else the offline writer. */
export async function writeSeoDraft(request: SeoDraftRequest): Promise<SeoBlogDraft> {
  const { OPENAI_API_KEY, OPENAI_MODEL } = config();
  const draft = OPENAI_API_KEY ? await draftFromModel(await modelClient(), OPENAI_MODEL, request) : writeSeoDraftOffline(request);
  if (!draft.body.trim() || draft.body.length > BODY_MAX) throw new AiAnswerError('The AI gave a blog draft that could not be used.');
  return draft;
}
