// The project page's Add Task dialog (spec 02 §2.5, §5): a title (required, trimmed), an
// optional description, the status (To Do unless chosen), the priority (medium unless chosen)
// and an optional due date.
import Box from '@cloudscape-design/components/box';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, TASK_STATUS_VALUES, type TaskPriority, type TaskStatus } from '#contracts/tasks';

const HEADER = 'Add Task';
const TITLE = 'Title';
const DESCRIPTION = 'Description';
const OPTIONAL = 'optional';
const STATUS = 'Status';
const PRIORITY = 'Priority';
const DUE = 'Due date';
const DATE_PLACEHOLDER = 'YYYY/MM/DD';
const OPEN_CALENDAR = (selected: string | null) => (selected ? `Choose due date, selected date is ${selected}` : 'Choose due date');
const CREATE = 'Create Task';

const PRIORITIES: TaskPriority[] = ['low', 'medium', 'high'];
const STATUS_OPTIONS: SelectProps.Option[] = TASK_STATUS_VALUES.map((value) => ({ value, label: TASK_STATUS_LABELS[value] }));
const PRIORITY_OPTIONS: SelectProps.Option[] = PRIORITIES.map((value) => ({ value, label: TASK_PRIORITY_LABELS[value] }));

export type NewTaskInput = { title: string; description?: string; status: TaskStatus; priority: TaskPriority; dueDate?: string };

type AddTaskDialogProps = {
  visible: boolean;
  busy: boolean;
  onCreate: (input: NewTaskInput) => void;
  onDismiss: () => void;
};

export function AddTaskDialog({ visible, busy, onCreate, onDismiss }: AddTaskDialogProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [status, setStatus] = useState<TaskStatus>('todo');
  const [priority, setPriority] = useState<TaskPriority>('medium');
  const [dueDate, setDueDate] = useState('');
  const canCreate = title.trim() !== '' && !busy;

  // A fresh form each time the dialog opens.
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) {
      setTitle('');
      setDescription('');
      setStatus('todo');
      setPriority('medium');
      setDueDate('');
    }
  }

  function submit() {
    if (!canCreate) return;
    onCreate({
      title: title.trim(),
      ...(description.trim() ? { description: description.trim() } : {}),
      status,
      priority,
      ...(dueDate ? { dueDate } : {}),
    });
  }

  return (
    <FormDialog visible={visible} header={HEADER} busy={busy} submitText={CREATE} canSubmit={canCreate} onSubmit={submit} onDismiss={onDismiss}>
      <FormField label={TITLE}>
        <Input value={title} onChange={({ detail }) => setTitle(detail.value)} ariaRequired autoFocus />
      </FormField>
      <FormField label={DESCRIPTION} info={<Box variant="small">{OPTIONAL}</Box>}>
        <Textarea value={description} rows={4} onChange={({ detail }) => setDescription(detail.value)} />
      </FormField>
      <FormField label={STATUS}>
        <Select
          selectedOption={STATUS_OPTIONS.find((o) => o.value === status) ?? STATUS_OPTIONS[0]!}
          options={STATUS_OPTIONS}
          onChange={({ detail }) => setStatus(detail.selectedOption.value as TaskStatus)}
        />
      </FormField>
      <FormField label={PRIORITY}>
        <Select
          selectedOption={PRIORITY_OPTIONS.find((o) => o.value === priority) ?? PRIORITY_OPTIONS[1]!}
          options={PRIORITY_OPTIONS}
          onChange={({ detail }) => setPriority(detail.selectedOption.value as TaskPriority)}
        />
      </FormField>
      <FormField label={DUE} info={<Box variant="small">{OPTIONAL}</Box>}>
        <DatePicker value={dueDate} placeholder={DATE_PLACEHOLDER} openCalendarAriaLabel={OPEN_CALENDAR} onChange={({ detail }) => setDueDate(detail.value)} />
      </FormField>
    </FormDialog>
  );
}
