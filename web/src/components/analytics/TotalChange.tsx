// A total's change against the period before, on /analytics and the dashboard: up in green,
// down in red, and always in words ("+25 % vs previous 30 days"), so colour is never the only sign.
import Box from '@cloudscape-design/components/box';
import { changeText, trendOf } from '../../lib/analytics-format.ts';

const TREND_COLOR = { up: 'text-status-success', down: 'text-status-error', flat: 'text-body-secondary', none: 'text-body-secondary' } as const;

export function TotalChange({ change, days }: { change: number | null; days: number }) {
  return (
    <Box variant="small" display="block" color={TREND_COLOR[trendOf(change)]}>
      {changeText(change, days)}
    </Box>
  );
}
