// Project Settings: the owner edits the title (required), description, due date (cleared
// when emptied) and status of the project.
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { PROJECT_STATUS_LABELS, PROJECT_STATUS_VALUES, type ProjectStatusValue } from '../list/project-list.ts';

const HEADER = 'Project Settings';
const TITLE = 'Title';
const DESCRIPTION = 'Description';
const DUE = 'Due date';
const DUE_HINT = 'Leave empty for no due date.';
const DATE_PLACEHOLDER = 'YYYY/MM/DD';
const OPEN_CALENDAR = (selected: string | null) => (selected ? `Choose due date, selected date is ${selected}` : 'Choose due date');
const STATUS = 'Status';
const SAVE = 'Save Changes';
const SAVING = 'Saving...';

const STATUS_OPTIONS: SelectProps.Option[] = PROJECT_STATUS_VALUES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }));

export type ProjectSettings = { title: string; description: string; dueDate: string; status: ProjectStatusValue };

type ProjectSettingsDialogProps = {
  visible: boolean;
  busy: boolean;
  initial: ProjectSettings;
  onSave: (settings: ProjectSettings) => void;
  onDismiss: () => void;
};

export function ProjectSettingsDialog({ visible, busy, initial, onSave, onDismiss }: ProjectSettingsDialogProps) {
  const [form, setForm] = useState<ProjectSettings>(initial);
  const [wasVisible, setWasVisible] = useState(visible);
  // Opens on what the project holds now.
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setForm(initial);
  }
  const canSave = form.title.trim() !== '' && !busy;
  const submit = () => {
    if (canSave) onSave({ ...form, title: form.title.trim(), description: form.description.trim() });
  };

  return (
    <FormDialog visible={visible} header={HEADER} busy={busy} submitText={SAVE} busyText={SAVING} canSubmit={canSave} onSubmit={submit} onDismiss={onDismiss}>
      <FormField label={TITLE}>
        <Input value={form.title} onChange={({ detail }) => setForm((f) => ({ ...f, title: detail.value }))} ariaRequired />
      </FormField>
      <FormField label={DESCRIPTION}>
        <Textarea value={form.description} rows={4} onChange={({ detail }) => setForm((f) => ({ ...f, description: detail.value }))} />
      </FormField>
      <FormField label={DUE} description={DUE_HINT}>
        <DatePicker
          value={form.dueDate}
          placeholder={DATE_PLACEHOLDER}
          openCalendarAriaLabel={OPEN_CALENDAR}
          onChange={({ detail }) => setForm((f) => ({ ...f, dueDate: detail.value }))}
        />
      </FormField>
      <FormField label={STATUS}>
        <Select
          selectedOption={STATUS_OPTIONS.find((o) => o.value === form.status) ?? STATUS_OPTIONS[0]!}
          options={STATUS_OPTIONS}
          onChange={({ detail }) => setForm((f) => ({ ...f, status: detail.selectedOption.value as ProjectStatusValue }))}
        />
      </FormField>
    </FormDialog>
  );
}
