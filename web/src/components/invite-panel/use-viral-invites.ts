// Loads the caller's invitations and counters; a failure shows "Error loading invitations".
import { useCallback, useEffect, useState } from 'react';
import type { ViralInviteData } from '#contracts/viral-invites';
import { getViralInvites } from '../../api/viral-invites.ts';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';

export const LOAD_ERROR_TITLE = 'Error loading invitations';

export type InvitesState = { status: 'loading' } | { status: 'ready'; data: ViralInviteData } | { status: 'error'; message: string };

export function useViralInvites(enabled: boolean) {
  const { toast } = useToast();
  const [state, setState] = useState<InvitesState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getViralInvites(controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = errorMessage(error);
        setState({ status: 'error', message });
        toast({ title: LOAD_ERROR_TITLE, description: message, variant: 'destructive' });
      });
    return () => controller.abort();
  }, [enabled, version, toast]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
