// An expert's reply as formatted text (spec 02 §2.1 item 3): the blocks reply-format.ts finds,
// drawn as React elements only — whatever the model writes, HTML included, shows as text.
import { colorBackgroundStatusInfo, colorBackgroundStatusWarning, colorBorderStatusInfo, colorBorderStatusWarning } from '@cloudscape-design/design-tokens';
import { Fragment } from 'react';
import { parseReply, type HighlightKind, type ListItem, type Span } from './reply-format.ts';

const BOX_STYLES: Record<HighlightKind, { background: string; borderColor: string }> = {
  action: { background: colorBackgroundStatusInfo, borderColor: colorBorderStatusInfo },
  question: { background: colorBackgroundStatusWarning, borderColor: colorBorderStatusWarning },
};

function Spans({ spans }: { spans: Span[] }) {
  return <>{spans.map((span, index) => (span.bold ? <strong key={index}>{span.text}</strong> : <Fragment key={index}>{span.text}</Fragment>))}</>;
}

function Items({ items }: { items: ListItem[] }) {
  return (
    <>
      {items.map((item, index) => (
        <li key={index}>
          <Spans spans={item.spans} />
          {item.children.length > 0 && (
            <ul className="markk-reply__sub">
              {item.children.map((child, childIndex) => (
                <li key={childIndex}>
                  <Spans spans={child} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </>
  );
}

export function ReplyText({ text }: { text: string }) {
  const blocks = parseReply(text);
  return (
    <div className="markk-reply">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <h3 key={index} className="markk-reply__heading">
                <Spans spans={block.spans} />
              </h3>
            );
          case 'numbered':
            return (
              <ol key={index} start={block.start === 1 ? undefined : block.start}>
                <Items items={block.items} />
              </ol>
            );
          case 'bullets':
            return (
              <ul key={index}>
                <Items items={block.items} />
              </ul>
            );
          case 'highlight':
            return (
              <div key={index} className={`markk-reply__box markk-reply__box--${block.tone}`} style={BOX_STYLES[block.tone]}>
                <Spans spans={block.spans} />
              </div>
            );
          case 'paragraph':
            return (
              <p key={index}>
                {block.lines.map((line, lineIndex) => (
                  <Fragment key={lineIndex}>
                    {lineIndex > 0 && <br />}
                    <Spans spans={line} />
                  </Fragment>
                ))}
              </p>
            );
        }
      })}
    </div>
  );
}
