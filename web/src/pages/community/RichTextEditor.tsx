// The small rich-text editor of posts and replies: a labelled multi-line text box
// (contentEditable) under a toolbar of the formats the community allows (spec 02 §5) — bold,
// italic, underline, link, bulleted and numbered lists, quote and code. Every toolbar button is
// a real button (Tab reaches it, Enter or Space applies it) and keeps the text's selection;
// Ctrl/⌘+B, I and U work inside the box (each button's tooltip says so), and no app shortcut
// takes them. The parent receives the markup already in the
// allowed tags, and its text for blank checks.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { ReactionIcon } from '../../components/icons/ReactionIcon.tsx';
import { editorHtmlToContent } from '../../lib/sanitize.ts';
import { editorBoxStyle, toolStyle } from './community-styles.ts';

export type EditorValue = { html: string; text: string };

/** `key`: the letter that applies the format with Ctrl (⌘ on a Mac) inside the box. */
type Format = { id: string; label: string; text: string; key?: string; run: () => void };

type RichTextEditorProps = {
  /** The accessible name of the text box, e.g. "Content". */
  label: string;
  placeholder?: string;
  /** Changes whenever the parent wants the box emptied (after a send), or filled (editing). */
  resetKey: number | string;
  initialHtml?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onChange: (value: EditorValue) => void;
  testId?: string;
  /** A shorter box, for replies. */
  compact?: boolean;
};

const LINK_PROMPT = 'Link address (https://…)';
const ADD_LINK = 'Add link';
const CANCEL = 'Cancel';
const TOOLBAR = 'Formatting';

const exec = (command: string, value?: string) => {
  document.execCommand(command, false, value);
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function RichTextEditor({
  label,
  placeholder,
  resetKey,
  initialHtml = '',
  disabled = false,
  invalid = false,
  describedBy,
  onChange,
  testId,
  compact = false,
}: RichTextEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');
  const boxId = useId();

  // Filled (or emptied) when the parent says so, never while the user types.
  useEffect(() => {
    if (!box.current) return;
    box.current.innerHTML = initialHtml;
    onChange({ html: editorHtmlToContent(initialHtml), text: box.current.textContent ?? '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filled when the parent says so, never while the user types
  }, [resetKey]);

  function report() {
    const element = box.current;
    if (!element) return;
    onChange({ html: editorHtmlToContent(element.innerHTML), text: element.textContent ?? '' });
  }

  function apply(run: () => void) {
    if (disabled) return;
    box.current?.focus();
    run();
    report();
  }

  function wrapCode() {
    const selection = window.getSelection();
    const text = selection?.toString() ?? '';
    exec('insertHTML', `<code>${escapeHtml(text || 'code')}</code>\u200B`);
  }

  const formats: Format[] = [
    { id: 'bold', label: 'Bold', text: 'B', key: 'b', run: () => exec('bold') },
    { id: 'italic', label: 'Italic', text: 'I', key: 'i', run: () => exec('italic') },
    { id: 'underline', label: 'Underline', text: 'U', key: 'u', run: () => exec('underline') },
    { id: 'ul', label: 'Bulleted list', text: '•', run: () => exec('insertUnorderedList') },
    // The name starts with what the button shows (WCAG 2.5.3): "1." alone is no "Numbered list".
    { id: 'ol', label: '1. Numbered list', text: '1.', run: () => exec('insertOrderedList') },
    { id: 'quote', label: 'Quote', text: '❝', run: () => exec('formatBlock', 'blockquote') },
    { id: 'code', label: 'Code', text: '</>', run: wrapCode },
  ];

  /** Ctrl/⌘+B, I and U format the text here; the app's own shortcuts never see them. */
  function onBoxKey(event: KeyboardEvent<HTMLDivElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const format = formats.find((f) => f.key !== undefined && f.key === event.key.toLowerCase());
    if (!format) return;
    event.preventDefault();
    event.stopPropagation();
    apply(format.run);
  }

  function startLink() {
    if (disabled) return;
    const selection = window.getSelection();
    savedRange.current = selection && selection.rangeCount > 0 && box.current?.contains(selection.anchorNode) ? selection.getRangeAt(0).cloneRange() : null;
    setHref('https://');
    setLinking(true);
  }

  function addLink() {
    const url = href.trim();
    setLinking(false);
    box.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (!/^(https?:\/\/|mailto:)\S+$/i.test(url)) return;
    if (selection && !selection.isCollapsed) exec('createLink', url);
    else exec('insertHTML', `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>&nbsp;`);
    report();
  }

  function onLinkKey(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setLinking(false);
      box.current?.focus();
    }
  }

  return (
    <div className="markk-editor" data-testid={testId}>
      <div role="toolbar" aria-label={`${TOOLBAR}: ${label}`} aria-controls={boxId} className="markk-editor__toolbar">
        {formats.map((format) => (
          <button
            key={format.id}
            type="button"
            className={`markk-editor__tool markk-editor__tool--${format.id}`}
            style={toolStyle}
            aria-label={format.label}
            aria-keyshortcuts={format.key ? `Control+${format.key.toUpperCase()} Meta+${format.key.toUpperCase()}` : undefined}
            title={format.key ? `${format.label} (Ctrl+${format.key.toUpperCase()} or ⌘${format.key.toUpperCase()})` : format.label}
            disabled={disabled}
            // Keep the text's selection: the box must not lose focus before the format applies.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => apply(format.run)}
          >
            {format.text}
          </button>
        ))}
        <button
          type="button"
          className="markk-editor__tool"
          style={toolStyle}
          aria-label="Link"
          title="Link"
          aria-expanded={linking}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={startLink}
        >
          <ReactionIcon name="link" />
        </button>
      </div>
      {linking && (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape and Enter from the link field inside close or apply the link box
        <div className="markk-editor__link" onKeyDown={onLinkKey}>
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <Input
              ariaLabel={LINK_PROMPT}
              value={href}
              autoFocus
              onChange={({ detail }) => setHref(detail.value)}
              onKeyDown={(event) => {
                if (event.detail.key !== 'Enter') return;
                // Enter adds the link; it must not submit the dialog's form.
                event.preventDefault();
                addLink();
              }}
            />
            <Button formAction="none" onClick={addLink}>
              {ADD_LINK}
            </Button>
            <Button
              formAction="none"
              variant="link"
              onClick={() => {
                setLinking(false);
                box.current?.focus();
              }}
            >
              {CANCEL}
            </Button>
          </SpaceBetween>
        </div>
      )}
      <div
        id={boxId}
        ref={box}
        className={`markk-editor__box${compact ? ' markk-editor__box--compact' : ''}`}
        style={editorBoxStyle(invalid)}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        aria-placeholder={placeholder}
        data-placeholder={placeholder}
        contentEditable={!disabled}
        suppressContentEditableWarning
        tabIndex={0}
        onInput={report}
        onBlur={report}
        onKeyDown={onBoxKey}
      />
    </div>
  );
}
