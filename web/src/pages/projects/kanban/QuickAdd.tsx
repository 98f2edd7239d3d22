// A column's quick-add (spec 02 §5): "Add task" opens a one-line field; Enter adds a task
// with the column's status and priority medium, Escape cancels. Blank text adds nothing.
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import { useRef, useState } from 'react';

const ADD = 'Add task';
// The accessible name starts with the visible text (WCAG 2.5.3, axe label-content-name-mismatch).
const addLabel = (column: string) => `${ADD} to ${column}`;
const fieldLabel = (column: string) => `New task title in ${column}`;
const PLACEHOLDER = 'Task title, then Enter';

type QuickAddProps = {
  column: string;
  /** Adds the task; resolves once saved, rejects when refused. */
  onAdd: (title: string) => Promise<void>;
};

export function QuickAdd({ column, onAdd }: QuickAddProps) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);

  const cancel = () => {
    setOpen(false);
    setTitle('');
  };

  // A held-down Enter repeats before the field re-renders read-only: only the first adds.
  const sending = useRef(false);
  async function add() {
    const text = title.trim();
    if (!text || sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await onAdd(text);
      setTitle('');
    } catch {
      // The caller says why in a toast; the text stays for another try.
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <div className="markk-kanban__add">
        <Button variant="inline-link" iconName="add-plus" ariaLabel={addLabel(column)} onClick={() => setOpen(true)}>
          {ADD}
        </Button>
      </div>
    );
  }
  return (
    <div className="markk-kanban__add">
      <Input
        autoFocus
        value={title}
        readOnly={busy}
        placeholder={PLACEHOLDER}
        ariaLabel={fieldLabel(column)}
        onChange={({ detail }) => setTitle(detail.value)}
        onKeyDown={({ detail }) => {
          if (detail.key === 'Enter') void add();
          else if (detail.key === 'Escape') cancel();
        }}
        onBlur={() => {
          if (!title.trim() && !busy) cancel();
        }}
      />
    </div>
  );
}
