// Pure helpers of the invite panel: the spec's date format and status badge mapping.
import type { InvitationStatus } from '#contracts/viral-invites';

/**
 * Spec 01: pending → secondary badge, accepted → default, expired → destructive, revoked →
 * outline. Cloudscape's badge colours stand in for those variants.
 */
export type BadgeVariant = 'secondary' | 'default' | 'destructive' | 'outline';

export const STATUS_BADGE: Record<InvitationStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'pending', variant: 'secondary' },
  accepted: { label: 'accepted', variant: 'default' },
  expired: { label: 'expired', variant: 'destructive' },
  revoked: { label: 'revoked', variant: 'outline' },
};

/** The Cloudscape badge colour of each variant; `outline` has none (it is drawn with a border instead). */
export const BADGE_COLOR: Record<Exclude<BadgeVariant, 'outline'>, 'grey' | 'blue' | 'red'> = {
  secondary: 'grey',
  default: 'blue',
  destructive: 'red',
};
