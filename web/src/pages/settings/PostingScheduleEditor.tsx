// The posting schedule on Settings › Connected accounts: the time zone posts are planned in
// (the browser's until saved) and the queue times of each weekday that "Add to queue" and
// "Next free slot" fill, with Add time, Remove and one Save for both.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import TimeInput from '@cloudscape-design/components/time-input';
import TokenGroup from '@cloudscape-design/components/token-group';
import { useMemo, useState } from 'react';
import { WEEKDAYS, type PostingQueue, type Weekday } from '#contracts/publishing';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { LoadError } from '../../components/common/states.tsx';
import { timeZoneOptions, withoutQueueTime, withQueueTime } from '../../lib/publishing.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { usePublishingSettings, useSavePublishingSettings } from '../../queries/publishing.ts';

const HEADING = 'Posting schedule';
const HINT = 'Queue times for each day of the week: "Add to queue" and "Next free slot" use the next free one.';
const TIME_ZONE = 'Time zone';
const TIME_ZONE_HINT = 'Posts are planned and shown in this zone.';
const FROM_BROWSER = 'From your browser. Save to keep it.';
const CHOOSE_ZONE = 'Choose a time zone';
const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const NO_TIMES = 'No queue times';
const ADD_TIME = 'Add time';
// The visible text ("Add time") leads the name: a speech user says what they see (WCAG 2.5.3).
const addTimeLabel = (day: string) => `Add time on ${day}`;
const newTimeLabel = (day: string) => `New queue time on ${day}`;
const removeLabel = (time: string, day: string) => `Remove ${time} on ${day}`;
const TIME_FORMAT = 'Use a time such as 09:00.';
const MAX_TIMES = 'Up to 12 queue times a day.';
const SAVE = 'Save';
const SAVED = 'Posting schedule saved';
const SAVE_FAILED = 'Could not save the posting schedule';
const LOADING = 'Loading your posting schedule…';
const LOAD_FAILED = 'Could not load your posting schedule';
const UNSAVED = 'You have unsaved changes.';

const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

export function PostingScheduleEditor() {
  const settings = usePublishingSettings();
  const save = useSavePublishingSettings();
  const { toast } = useToast();
  // The edits over the saved settings; null while nothing is edited.
  const [edit, setEdit] = useState<{ timeZone: string; queue: PostingQueue } | null>(null);
  const [newTimes, setNewTimes] = useState<Partial<Record<Weekday, string>>>({});
  const [timeErrors, setTimeErrors] = useState<Partial<Record<Weekday, string>>>({});

  const saved = settings.data;
  const current = edit ?? (saved ? { timeZone: saved.saved ? saved.timeZone : browserTimeZone(), queue: saved.queue } : null);
  const zones = useMemo(() => timeZoneOptions(current?.timeZone ?? 'UTC').map((zone) => ({ value: zone, label: zone })), [current?.timeZone]);

  if (settings.isPending) {
    return (
      <Container header={<Header variant="h2">{HEADING}</Header>}>
        <StatusIndicator type="loading">{LOADING}</StatusIndicator>
      </Container>
    );
  }
  if (!current) {
    return <LoadError header={LOAD_FAILED} message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />;
  }

  const change = (next: Partial<{ timeZone: string; queue: PostingQueue }>) => setEdit({ ...current, ...next });

  function addTime(day: Weekday) {
    const time = newTimes[day] ?? '';
    if (!isClockTime(time)) {
      setTimeErrors((errors) => ({ ...errors, [day]: TIME_FORMAT }));
      return;
    }
    if (!current!.queue[day].includes(time) && current!.queue[day].length >= 12) {
      setTimeErrors((errors) => ({ ...errors, [day]: MAX_TIMES }));
      return;
    }
    change({ queue: withQueueTime(current!.queue, day, time) });
    setNewTimes((times) => ({ ...times, [day]: '' }));
    setTimeErrors((errors) => ({ ...errors, [day]: undefined }));
  }

  async function onSave() {
    if (save.isPending) return;
    try {
      await save.mutateAsync({ timeZone: current!.timeZone, queue: current!.queue });
      setEdit(null);
      toast({ title: SAVED, variant: 'success' });
    } catch (error) {
      toast({ title: SAVE_FAILED, description: errorMessage(error), variant: 'destructive' });
    }
  }

  return (
    // Not a <form>: Enter in a new queue time must not save the schedule without it.
    <Form
      actions={
        <Button variant="primary" onClick={() => void onSave()} loading={save.isPending}>
          {SAVE}
        </Button>
      }
      secondaryActions={edit !== null ? <Box color="text-body-secondary">{UNSAVED}</Box> : undefined}
    >
      <Container
        header={
          <Header variant="h2" description={HINT}>
            {HEADING}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <FormField label={TIME_ZONE} description={TIME_ZONE_HINT} constraintText={saved && !saved.saved && edit === null ? FROM_BROWSER : undefined}>
            <Select
              selectedOption={{ value: current.timeZone, label: current.timeZone }}
              options={zones}
              filteringType="auto"
              filteringPlaceholder={CHOOSE_ZONE}
              filteringAriaLabel={CHOOSE_ZONE}
              virtualScroll
              onChange={({ detail }) => change({ timeZone: detail.selectedOption.value ?? current.timeZone })}
            />
          </FormField>
          {WEEKDAYS.map((day) => {
            const label = WEEKDAY_LABELS[day];
            return (
              <FormField key={day} label={label} errorText={timeErrors[day]} stretch>
                <SpaceBetween size="xs">
                  {current.queue[day].length === 0 ? (
                    <Box color="text-body-secondary">{NO_TIMES}</Box>
                  ) : (
                    <TokenGroup
                      items={current.queue[day].map((time) => ({ label: time, dismissLabel: removeLabel(time, label) }))}
                      onDismiss={({ detail }) => {
                        const time = current.queue[day][detail.itemIndex];
                        if (time) change({ queue: withoutQueueTime(current.queue, day, time) });
                      }}
                    />
                  )}
                  <SpaceBetween size="xs" direction="horizontal">
                    <TimeInput
                      value={newTimes[day] ?? ''}
                      format="hh:mm"
                      use24Hour
                      placeholder="hh:mm"
                      ariaLabel={newTimeLabel(label)}
                      onChange={({ detail }) => setNewTimes((times) => ({ ...times, [day]: detail.value }))}
                    />
                    <Button onClick={() => addTime(day)} ariaLabel={addTimeLabel(label)}>
                      {ADD_TIME}
                    </Button>
                  </SpaceBetween>
                </SpaceBetween>
              </FormField>
            );
          })}
        </SpaceBetween>
      </Container>
    </Form>
  );
}
