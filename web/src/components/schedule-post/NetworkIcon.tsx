// A network's badge: its short letters in a small box drawn with design tokens (no external
// logos), named for screen readers by the network's label unless the text beside it says it.
import { borderRadiusBadge, colorBackgroundNotificationGrey, colorTextNotificationDefault } from '@cloudscape-design/design-tokens';
import type { Network } from '#contracts/connected-accounts';
import { NETWORK_LABELS, NETWORK_LETTERS } from '../../lib/publishing.ts';

const STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '1.5em',
  blockSize: '1.5em',
  paddingInline: '0.2em',
  borderRadius: borderRadiusBadge,
  background: colorBackgroundNotificationGrey,
  color: colorTextNotificationDefault,
  fontSize: '0.75em',
  fontWeight: 700,
  lineHeight: 1,
  flex: 'none',
} as const;

type NetworkIconProps = {
  network: Network;
  /** The network's label (the server's); defaults to Markk's own. */
  label?: string | undefined;
  /** True when visible text beside the icon already names the network. */
  decorative?: boolean;
};

export function NetworkIcon({ network, label, decorative = false }: NetworkIconProps) {
  const name = label ?? NETWORK_LABELS[network];
  return decorative ? (
    <span style={STYLE} aria-hidden="true">
      {NETWORK_LETTERS[network]}
    </span>
  ) : (
    <span style={STYLE} role="img" aria-label={name} title={name}>
      <span aria-hidden="true">{NETWORK_LETTERS[network]}</span>
    </span>
  );
}
