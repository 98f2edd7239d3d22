// The community's colours, from Cloudscape's design tokens (never hex): the editor's box and
// buttons, and the reaction buttons (pressed ones in the selected-item colours).
import {
  colorBackgroundInputDefault,
  colorBackgroundItemSelected,
  colorBorderButtonNormalDefault,
  colorBorderInputDefault,
  colorBorderItemFocused,
  colorBorderItemSelected,
  colorBorderStatusError,
  colorTextButtonNormalDefault,
  colorTextInputPlaceholder,
} from '@cloudscape-design/design-tokens';
import type { CSSProperties } from 'react';

/** CSS custom properties the stylesheet reads for what inline styles cannot reach (::before, :focus-visible). */
type WithVars = CSSProperties & Record<`--${string}`, string>;

export const editorBoxStyle = (invalid: boolean): WithVars => ({
  borderColor: invalid ? colorBorderStatusError : colorBorderInputDefault,
  background: colorBackgroundInputDefault,
  '--markk-editor-placeholder': colorTextInputPlaceholder,
  '--markk-focus': colorBorderItemFocused,
});

export const toolStyle: WithVars = {
  borderColor: colorBorderButtonNormalDefault,
  color: colorTextButtonNormalDefault,
  '--markk-focus': colorBorderItemFocused,
};

export const reactionStyle = (pressed: boolean): WithVars => ({
  borderColor: pressed ? colorBorderItemSelected : colorBorderButtonNormalDefault,
  background: pressed ? colorBackgroundItemSelected : 'transparent',
  '--markk-focus': colorBorderItemFocused,
});
