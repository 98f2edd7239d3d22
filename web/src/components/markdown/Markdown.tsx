// Renders a draft's Markdown (markdown.ts's subset) as React elements: headings, paragraphs,
// lists, quotes and emphasis. No dangerouslySetInnerHTML: whatever the text holds is text.
import { Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './markdown.ts';
import './markdown.css';

function spans(content: Inline[]): ReactNode[] {
  return content.map((span, i) => {
    switch (span.kind) {
      case 'strong':
        return <strong key={i}>{span.text}</strong>;
      case 'em':
        return <em key={i}>{span.text}</em>;
      case 'code':
        return <code key={i}>{span.text}</code>;
      default:
        return <Fragment key={i}>{span.text}</Fragment>;
    }
  });
}

/** Lines of a paragraph or quote, with the author's line breaks kept. */
function lines(list: Inline[][]): ReactNode[] {
  return list.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {spans(line)}
    </Fragment>
  ));
}

function block(b: Block, i: number, headingOffset: number): ReactNode {
  switch (b.kind) {
    case 'heading': {
      // A draft's "#" sits below the page's own headings: shifted, never above h6.
      const level = Math.min(6, b.level + headingOffset);
      const Tag = `h${level}` as 'h2';
      return <Tag key={i}>{spans(b.content)}</Tag>;
    }
    case 'list': {
      const Tag = b.ordered ? 'ol' : 'ul';
      return (
        <Tag key={i}>
          {b.items.map((item, j) => (
            <li key={j}>{spans(item)}</li>
          ))}
        </Tag>
      );
    }
    case 'quote':
      return <blockquote key={i}>{lines(b.lines)}</blockquote>;
    case 'paragraph':
      return <p key={i}>{lines(b.lines)}</p>;
  }
}

export interface MarkdownProps {
  text: string;
  /** Added to every heading level, so a draft's "#" fits under the page's headings (default 2: "#" is an h3). */
  headingOffset?: number;
  'data-testid'?: string;
}

export function Markdown({ text, headingOffset = 2, 'data-testid': testId }: MarkdownProps) {
  return (
    <div className="markk-markdown" data-testid={testId}>
      {parseMarkdown(text).map((b, i) => block(b, i, headingOffset))}
    </div>
  );
}
