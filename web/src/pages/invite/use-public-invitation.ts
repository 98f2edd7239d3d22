// The invitation behind a link (a public call, through the query cache): pending, closed
// (which), or unknown.
import type { PublicInvitation } from '#contracts/viral-invites';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../app/errors.ts';
import { usePublicInvitationQuery } from '../../queries/viral-invites.ts';

export type PublicInvitationState =
  { status: 'loading' } | { status: 'ready'; invitation: PublicInvitation } | { status: 'unknown'; message: string } | { status: 'error'; message: string };

export function usePublicInvitation(token: string): PublicInvitationState {
  const query = usePublicInvitationQuery(token);
  if (query.isPending) return { status: 'loading' };
  if (query.isError) {
    const { error } = query;
    // 404: no such link; 400: not even the shape of one. Both say the link is not valid.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { status: 'unknown', message: error.message };
    return { status: 'error', message: errorMessage(error) };
  }
  return { status: 'ready', invitation: query.data };
}
