// The range control: the last 7, 30 or 90 days, or Custom with a picker of a first and last
// day. A Growth owner may choose any of them: the server says when the plan does not cover a
// range, and the page shows its words with Upgrade.
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import { spaceScaledS } from '@cloudscape-design/design-tokens';
import { useState } from 'react';
import type { RangeQuery } from '#contracts/analytics-overview';
import { choiceOf, customRangeProblem, utcToday, type RangeChoice } from './range.ts';

const RANGE_LABEL = 'Range';
const PICKER_LABEL = 'Custom range';
const PICKER_PLACEHOLDER = 'Choose a first and a last day';
const CHOICES: { id: RangeChoice; text: string }[] = [
  { id: '7', text: '7 days' },
  { id: '30', text: '30 days' },
  { id: '90', text: '90 days' },
  { id: 'custom', text: 'Custom' },
];

/** A local calendar day as YYYY-MM-DD (the picker's days are the browser's). */
const localDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function isValidRange(value: DateRangePickerProps.Value | null): DateRangePickerProps.ValidationResult {
  if (value?.type !== 'absolute') return { valid: false, errorMessage: customRangeProblem('', '', utcToday())! };
  const problem = customRangeProblem(value.startDate.slice(0, 10), value.endDate.slice(0, 10), utcToday());
  return problem ? { valid: false, errorMessage: problem } : { valid: true };
}

export function RangeControl({ range, onChange }: { range: RangeQuery; onChange: (range: RangeQuery) => void }) {
  // Custom shows the picker at once; the range changes when two days are applied.
  const [customOpen, setCustomOpen] = useState(false);
  const choice = customOpen ? 'custom' : choiceOf(range);
  const picked: DateRangePickerProps.Value | null = range.from && range.to ? { type: 'absolute', startDate: range.from, endDate: range.to } : null;

  const choose = (id: string) => {
    if (id === 'custom') return setCustomOpen(true);
    setCustomOpen(false);
    const days = CHOICES.find((c) => c.id === id)?.id;
    if (days && days !== 'custom') onChange({ days });
  };

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: spaceScaledS }}>
      <SegmentedControl selectedId={choice} label={RANGE_LABEL} options={CHOICES} onChange={({ detail }) => choose(detail.selectedId)} />
      {choice === 'custom' && (
        <DateRangePicker
          value={picked}
          ariaLabel={PICKER_LABEL}
          placeholder={PICKER_PLACEHOLDER}
          rangeSelectorMode="absolute-only"
          relativeOptions={[]}
          dateOnly
          showClearButton={false}
          expandToViewport
          isDateEnabled={(date) => localDay(date) <= utcToday()}
          isValidRange={isValidRange}
          onChange={({ detail }) => {
            if (detail.value?.type !== 'absolute') return;
            setCustomOpen(false);
            onChange({ from: detail.value.startDate.slice(0, 10), to: detail.value.endDate.slice(0, 10) });
          }}
        />
      )}
    </div>
  );
}
