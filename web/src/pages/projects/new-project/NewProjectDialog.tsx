// The New Project dialog (spec 02 §2.4, §5): a title (Create Project stays disabled while it
// is blank), an optional description and due date, and the six templates with their
// milestones and tasks counted. Creating from a template adds its tasks in the same request.
import Box from '@cloudscape-design/components/box';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { PROJECT_TEMPLATES } from '#contracts/project-templates';
import { templateSummary } from './templates.ts';

const HEADER = 'New Project';
const TITLE = 'Title';
const TITLE_PLACEHOLDER = 'e.g. Spring menu launch';
const DESCRIPTION = 'Description';
const OPTIONAL = 'optional';
const DUE = 'Due date';
const DATE_PLACEHOLDER = 'YYYY/MM/DD';
const OPEN_CALENDAR = (selected: string | null) => (selected ? `Choose due date, selected date is ${selected}` : 'Choose due date');
const TEMPLATE = 'Template';
const TEMPLATE_HINT = 'A template starts the project with its tasks; Custom Project starts empty.';
const CREATE = 'Create Project';
const DEFAULT_TEMPLATE = 'custom';

export type NewProjectInput = { title: string; description?: string; templateType?: string; dueDate?: string };

type NewProjectDialogProps = {
  visible: boolean;
  busy: boolean;
  onCreate: (input: NewProjectInput) => void;
  onDismiss: () => void;
};

export function NewProjectDialog({ visible, busy, onCreate, onDismiss }: NewProjectDialogProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [template, setTemplate] = useState<string>(DEFAULT_TEMPLATE);
  const canCreate = title.trim() !== '' && !busy;

  function submit() {
    if (!canCreate) return;
    onCreate({
      title: title.trim(),
      ...(description.trim() ? { description: description.trim() } : {}),
      ...(dueDate ? { dueDate } : {}),
      templateType: template,
    });
  }

  // A fresh form each time the dialog opens.
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) {
      setTitle('');
      setDescription('');
      setDueDate('');
      setTemplate(DEFAULT_TEMPLATE);
    }
  }

  return (
    <FormDialog
      visible={visible}
      header={HEADER}
      size="large"
      busy={busy}
      submitText={CREATE}
      canSubmit={canCreate}
      onSubmit={submit}
      onDismiss={onDismiss}
      submitTestId="create-project"
    >
      <FormField label={TITLE}>
        <Input value={title} placeholder={TITLE_PLACEHOLDER} onChange={({ detail }) => setTitle(detail.value)} ariaRequired autoFocus />
      </FormField>
      <FormField label={DESCRIPTION} info={<Box variant="small">{OPTIONAL}</Box>}>
        <Textarea value={description} rows={3} onChange={({ detail }) => setDescription(detail.value)} />
      </FormField>
      <FormField label={DUE} info={<Box variant="small">{OPTIONAL}</Box>}>
        <DatePicker value={dueDate} placeholder={DATE_PLACEHOLDER} openCalendarAriaLabel={OPEN_CALENDAR} onChange={({ detail }) => setDueDate(detail.value)} />
      </FormField>
      <FormField label={TEMPLATE} description={TEMPLATE_HINT} stretch>
        <RadioGroup
          value={template}
          onChange={({ detail }) => setTemplate(detail.value)}
          ariaLabel={TEMPLATE}
          items={PROJECT_TEMPLATES.map((item) => ({
            value: item.id,
            label: item.name,
            description: (
              <SpaceBetween size="xxs">
                <span>{item.description}</span>
                <Box variant="small">{templateSummary(item)}</Box>
              </SpaceBetween>
            ),
          }))}
        />
      </FormField>
    </FormDialog>
  );
}
