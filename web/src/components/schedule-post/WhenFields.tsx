// A date and a time in the publishing time zone (named beside them): the Schedule dialog's
// "Pick a date and time", and Reschedule on the calendar.
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';

export const DATE_LABEL = 'Date';
export const TIME_LABEL = 'Time';
const OPEN_CALENDAR = 'Choose a date';
const DATE_PLACEHOLDER = 'YYYY/MM/DD';
const TIME_PLACEHOLDER = 'hh:mm';
export const timesIn = (timeZone: string) => `Times in ${timeZone}`;

type WhenFieldsProps = {
  date: string;
  time: string;
  timeZone: string;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  errorText?: string | undefined;
  disabled?: boolean;
};

export function WhenFields({ date, time, timeZone, onDate, onTime, errorText, disabled = false }: WhenFieldsProps) {
  return (
    <SpaceBetween size="s" direction="horizontal">
      <FormField label={DATE_LABEL} errorText={errorText}>
        <DatePicker
          value={date}
          placeholder={DATE_PLACEHOLDER}
          openCalendarAriaLabel={(selected) => (selected ? `${OPEN_CALENDAR}, selected date is ${selected}` : OPEN_CALENDAR)}
          onChange={({ detail }) => onDate(detail.value)}
          disabled={disabled}
          expandToViewport
        />
      </FormField>
      <FormField label={TIME_LABEL} description={timesIn(timeZone)}>
        <TimeInput value={time} format="hh:mm" use24Hour placeholder={TIME_PLACEHOLDER} onChange={({ detail }) => onTime(detail.value)} disabled={disabled} />
      </FormField>
    </SpaceBetween>
  );
}
