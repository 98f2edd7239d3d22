// An expert's reply as the chat shows it (spec 02 §2.1 item 3): the parser's blocks — headings
// for bold lines and ### lines, numbered items, bullets and indented sub-bullets, highlighted
// boxes for Action/Next/Step lines and questions, inline bold — and the renderer, which builds
// React elements only, so HTML in a reply (the stored-XSS corpus included) stays text.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { highlightOf, parseInline, parseReply, type ReplyBlock } from '../../../web/src/pages/assistant/reply-format.ts';
import { ReplyText } from '../../../web/src/pages/assistant/ReplyText.tsx';
import { XSS_CORPUS } from '../../support/xss-corpus.ts';

const plain = (text: string) => [{ text, bold: false }];
const render = (text: string) => renderToStaticMarkup(createElement(ReplyText, { text }));
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
const ALLOWED_TAGS = new Set(['div', 'h3', 'p', 'br', 'ul', 'ol', 'li', 'strong']);

describe('reply headings', () => {
  it('makes a ### line a heading, and #, ## and #### lines too', () => {
    expect(parseReply('### Your launch plan')).toEqual([{ kind: 'heading', spans: plain('Your launch plan') }]);
    expect(parseReply('# One\n## Two\n#### Four').map((b) => b.kind)).toEqual(['heading', 'heading', 'heading']);
  });

  it('makes a line that is bold alone a heading, with or without its colon', () => {
    expect(parseReply('**Week one**')).toEqual([{ kind: 'heading', spans: plain('Week one') }]);
    expect(parseReply('**Budget:**')).toEqual([{ kind: 'heading', spans: plain('Budget') }]);
    expect(parseReply('**Budget**:')).toEqual([{ kind: 'heading', spans: plain('Budget') }]);
    expect(parseReply('  **Indented title**  ')).toEqual([{ kind: 'heading', spans: plain('Indented title') }]);
  });

  it('does not make a line a heading when only part of it is bold', () => {
    expect(parseReply('**Bold** start and **more** bold')).toEqual([
      {
        kind: 'paragraph',
        lines: [
          [
            { text: 'Bold', bold: true },
            { text: ' start and ', bold: false },
            { text: 'more', bold: true },
            { text: ' bold', bold: false },
          ],
        ],
      },
    ]);
    expect(parseReply('**Tip:** post at lunchtime')[0]!.kind).toBe('paragraph');
  });

  it('keeps a ### without a space, and a bare ** ** line, as text', () => {
    expect(parseReply('###nospace')[0]!.kind).toBe('paragraph');
    expect(parseReply('** **')[0]!.kind).toBe('paragraph');
  });
});

describe('reply lists', () => {
  it('groups numbered items, keeping the first number', () => {
    expect(parseReply('1. Research\n2. Write\n3. Publish')).toEqual([
      {
        kind: 'numbered',
        start: 1,
        items: [
          { spans: plain('Research'), children: [] },
          { spans: plain('Write'), children: [] },
          { spans: plain('Publish'), children: [] },
        ],
      },
    ]);
    expect(parseReply('4) Review')).toEqual([{ kind: 'numbered', start: 4, items: [{ spans: plain('Review'), children: [] }] }]);
  });

  it('keeps a numbered list together across blank lines between its items', () => {
    const blocks = parseReply('1. One\n\n2. Two\n\n3. Three');
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ kind: 'numbered', items: [{}, {}, {}] });
  });

  it('makes -, * and • lines bullets', () => {
    expect(parseReply('- Instagram\n* TikTok\n• Email')).toEqual([
      {
        kind: 'bullets',
        items: [
          { spans: plain('Instagram'), children: [] },
          { spans: plain('TikTok'), children: [] },
          { spans: plain('Email'), children: [] },
        ],
      },
    ]);
  });

  it('puts indented bullets under the item before them, for bullets and numbered items alike', () => {
    expect(parseReply('- Reels\n  - 15 seconds\n  - hook first\n- Stories')).toEqual([
      {
        kind: 'bullets',
        items: [
          { spans: plain('Reels'), children: [plain('15 seconds'), plain('hook first')] },
          { spans: plain('Stories'), children: [] },
        ],
      },
    ]);
    expect(parseReply('1. Plan\n\t- pick a date\n    * set a budget')).toEqual([
      { kind: 'numbered', start: 1, items: [{ spans: plain('Plan'), children: [plain('pick a date'), plain('set a budget')] }] },
    ]);
  });

  it('makes an indented bullet with nothing above it a bullet of its own', () => {
    expect(parseReply('   - alone')).toEqual([{ kind: 'bullets', items: [{ spans: plain('alone'), children: [] }] }]);
  });

  it('ends a list at a paragraph, and starts a new one after it', () => {
    expect(parseReply('- a\nSome text\n- b').map((b) => b.kind)).toEqual(['bullets', 'paragraph', 'bullets']);
  });

  it('keeps bold inside list items', () => {
    expect(parseReply('- **Hook:** open with a question')).toEqual([
      {
        kind: 'bullets',
        items: [
          {
            spans: [
              { text: 'Hook:', bold: true },
              { text: ' open with a question', bold: false },
            ],
            children: [],
          },
        ],
      },
    ]);
  });

  it('does not take a number in a sentence, or a hyphenated word, for a list', () => {
    expect(parseReply('2026 will be your year.')[0]!.kind).toBe('paragraph');
    expect(parseReply('-not a bullet')[0]!.kind).toBe('paragraph');
  });
});

describe('highlighted boxes', () => {
  it('boxes lines that start with Action, Next or Step', () => {
    expect(parseReply('Action: book the photographer')).toEqual([{ kind: 'highlight', tone: 'action', spans: plain('Action: book the photographer') }]);
    expect(parseReply('Next step: draft the email')[0]).toMatchObject({ kind: 'highlight', tone: 'action' });
    expect(parseReply('Step 3 - schedule the posts')[0]).toMatchObject({ kind: 'highlight', tone: 'action' });
    expect(parseReply('**Next:** send it on Tuesday')[0]).toMatchObject({ kind: 'highlight', tone: 'action' });
  });

  it('boxes lines that end in a question mark', () => {
    expect(parseReply('What is your budget this month?')).toEqual([{ kind: 'highlight', tone: 'question', spans: plain('What is your budget this month?') }]);
    expect(highlightOf('Ready to start?  ')).toBe('question');
  });

  it('leaves words that only begin like the keywords, and lower-case ones, alone', () => {
    expect(highlightOf('Actionable ideas for you')).toBeNull();
    expect(highlightOf('Stephanie loved the launch')).toBeNull();
    expect(highlightOf('next week we post daily')).toBeNull();
    expect(highlightOf('Nextdoor works for local shops')).toBeNull();
  });

  it('gives each boxed line its own box, between paragraphs', () => {
    expect(parseReply('Intro line\nAction: do it\nOutro line').map((b) => b.kind)).toEqual(['paragraph', 'highlight', 'paragraph']);
  });

  it('lets headings and list items win over boxes', () => {
    expect(parseReply('### Next steps')[0]!.kind).toBe('heading');
    expect(parseReply('- Which channel works best?')[0]!.kind).toBe('bullets');
  });
});

describe('paragraphs and inline bold', () => {
  it('joins consecutive lines into one paragraph and splits at blank lines', () => {
    const blocks = parseReply('First line\nsecond line\n\nNew paragraph');
    expect(blocks).toEqual<ReplyBlock[]>([
      { kind: 'paragraph', lines: [plain('First line'), plain('second line')] },
      { kind: 'paragraph', lines: [plain('New paragraph')] },
    ]);
  });

  it('reads Windows line ends', () => {
    expect(parseReply('### Title\r\n- item\r\n').map((b) => b.kind)).toEqual(['heading', 'bullets']);
  });

  it('keeps an unpaired ** as written', () => {
    expect(parseInline('Use **bold and stop')).toEqual(plain('Use **bold and stop'));
    expect(parseInline('a **b** c')).toEqual([
      { text: 'a ', bold: false },
      { text: 'b', bold: true },
      { text: ' c', bold: false },
    ]);
  });

  it('parses a reply still streaming in: a half-written bold mark stays text until it closes', () => {
    expect(parseReply('### Plan\n- Post **dai')).toEqual([
      { kind: 'heading', spans: plain('Plan') },
      { kind: 'bullets', items: [{ spans: plain('Post **dai'), children: [] }] },
    ]);
  });

  it('gives nothing for an empty reply', () => {
    expect(parseReply('')).toEqual([]);
    expect(parseReply('\n  \n')).toEqual([]);
  });
});

describe('the reply renderer', () => {
  it('draws headings, lists with sub-bullets, boxes, paragraphs and bold', () => {
    const html = render(
      ['### Launch plan', '1. Tease', '  - two posts', '2. Reveal', '- Budget: **£200**', 'Action: book it', 'Which day suits you?', 'Thanks'].join('\n'),
    );
    expect(html).toContain('<h3 class="markk-reply__heading">Launch plan</h3>');
    expect(html).toContain('<ol><li>Tease<ul class="markk-reply__sub"><li>two posts</li></ul></li><li>Reveal</li></ol>');
    expect(html).toContain('<ul><li>Budget: <strong>£200</strong></li></ul>');
    expect(html).toMatch(/<div class="markk-reply__box markk-reply__box--action"[^>]*>Action: book it<\/div>/);
    expect(html).toMatch(/<div class="markk-reply__box markk-reply__box--question"[^>]*>Which day suits you\?<\/div>/);
    expect(html).toContain('<p>Thanks</p>');
  });

  it('keeps a numbered list that starts later at its number', () => {
    expect(render('3. Third')).toContain('<ol start="3">');
  });

  it('shows an <img onerror> in a reply as text', () => {
    const html = render('Look: <img src=x onerror="alert(1)">\n### <b>Title</b>\n- <script>alert(2)</script>');
    expect(html).not.toMatch(/<img|<script|<b>/i);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(textOf(html)).toContain('<script>alert(2)</script>');
  });

  it.each(XSS_CORPUS.map((p) => [p.n, p.kind, p]))('keeps stored-XSS payload %i (%s) as text', (_n, _kind, payload) => {
    for (const text of [payload.text, `### ${payload.text}`, `- ${payload.text}`, `  - ${payload.text}`, `Action: ${payload.text}`, `**${payload.text}**`]) {
      const html = render(`1. x\n${text}`);
      for (const tag of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
        expect(ALLOWED_TAGS.has(tag[1]!.toLowerCase())).toBe(true);
        expect(tag[2]).not.toMatch(/\son\w+=/i);
      }
      expect(textOf(html)).toContain(payload.marker);
    }
  });
});
