// The experts' avatars take the primary button's colours from the design tokens.
import type { CSSProperties } from 'react';
import { colorBackgroundButtonPrimaryDefault, colorTextButtonPrimaryDefault } from '@cloudscape-design/design-tokens';

export const AVATAR_STYLE: CSSProperties = { background: colorBackgroundButtonPrimaryDefault, color: colorTextButtonPrimaryDefault };
