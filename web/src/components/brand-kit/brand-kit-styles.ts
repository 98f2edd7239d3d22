// The theme's colours on the brand kit's own pieces (the native colour picker and the
// swatches), from Cloudscape design tokens so they follow light and dark mode. The
// swatches' fill is the user's colour: data, not theme.
import { borderRadiusBadge, borderRadiusInput, borderWidthField, colorBorderInputDefault } from '@cloudscape-design/design-tokens';

/** The picker framed like a Cloudscape input beside it. */
export const PICKER_STYLE = { border: `${borderWidthField} solid ${colorBorderInputDefault}`, borderRadius: borderRadiusInput } as const;

/** A chip of `colour`, outlined so white or background-coloured brands still show. */
export function swatchStyle(colour: string) {
  return { background: colour, border: `${borderWidthField} solid ${colorBorderInputDefault}`, borderRadius: borderRadiusBadge } as const;
}
