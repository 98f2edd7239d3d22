// The mini calendar's colours, from Cloudscape's design tokens (never hex): day borders, days
// outside the campaign in the secondary text colour, and each state's count in its
// notification colour (published green, scheduled blue, failed red).
import {
  colorBackgroundDropdownItemHover,
  colorBackgroundNotificationBlue,
  colorBackgroundNotificationGreen,
  colorBackgroundNotificationRed,
  colorBorderDividerDefault,
  colorTextBodySecondary,
  colorTextNotificationDefault,
} from '@cloudscape-design/design-tokens';
import type { CSSProperties } from 'react';

export const dayStyle = (inCampaign: boolean): CSSProperties => ({
  border: `1px solid ${colorBorderDividerDefault}`,
  ...(inCampaign ? {} : { color: colorTextBodySecondary, background: colorBackgroundDropdownItemHover }),
});

export const weekdayStyle: CSSProperties = { color: colorTextBodySecondary };

const DOT_BACKGROUND = {
  published: colorBackgroundNotificationGreen,
  scheduled: colorBackgroundNotificationBlue,
  failed: colorBackgroundNotificationRed,
} as const;

export const dotStyle = (state: keyof typeof DOT_BACKGROUND): CSSProperties => ({ background: DOT_BACKGROUND[state], color: colorTextNotificationDefault });
