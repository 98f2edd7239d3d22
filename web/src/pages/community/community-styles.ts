// The community's colours, from Cloudscape's design tokens (never hex): the editor's box and
// buttons, and the reaction buttons (pressed ones in the selected-item colours).
import {
  colorBackgroundInputDefault,
  colorBackgroundItemSelected,
  colorBorderButtonNormalDefault,
  colorBorderInputDefault,
  colorBorderItemSelected,
  colorBorderStatusError,
  colorTextButtonNormalDefault,
} from '@cloudscape-design/design-tokens';
import type { CSSProperties } from 'react';

type WithVars = CSSProperties;

export const editorBoxStyle = (invalid: boolean): WithVars => ({
  borderColor: invalid ? colorBorderStatusError : colorBorderInputDefault,
  background: colorBackgroundInputDefault,
});

export const toolStyle: WithVars = {
  borderColor: colorBorderButtonNormalDefault,
  color: colorTextButtonNormalDefault,
};

export const reactionStyle = (pressed: boolean): WithVars => ({
  borderColor: pressed ? colorBorderItemSelected : colorBorderButtonNormalDefault,
  background: pressed ? colorBackgroundItemSelected : 'transparent',
});
