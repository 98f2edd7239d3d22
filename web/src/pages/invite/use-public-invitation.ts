// Loads the invitation behind a link (public call): pending, closed (which), or unknown.
import { useEffect, useState } from 'react';
import type { PublicInvitation } from '#contracts/viral-invites';
import { ApiError } from '../../api/client.ts';
import { getPublicInvitation } from '../../api/viral-invites.ts';
import { errorMessage } from '../../app/errors.ts';

export type PublicInvitationState =
  | { status: 'loading' }
  | { status: 'ready'; invitation: PublicInvitation }
  | { status: 'unknown'; message: string }
  | { status: 'error'; message: string };

export function usePublicInvitation(token: string): PublicInvitationState {
  const [state, setState] = useState<PublicInvitationState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getPublicInvitation(token, controller.signal)
      .then((invitation) => setState({ status: 'ready', invitation }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) setState({ status: 'unknown', message: error.message });
        else setState({ status: 'error', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [token]);
  return state;
}
