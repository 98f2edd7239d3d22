// The owner's invitations and counters, through the query cache; a failed load also says
// so in an "Error loading invitations" toast.
import { useEffect } from 'react';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { useViralInvites as useViralInvitesQuery } from '../../queries/viral-invites.ts';

export const LOAD_ERROR_TITLE = 'Error loading invitations';

export function useViralInvites(enabled: boolean) {
  const { toast } = useToast();
  const query = useViralInvitesQuery({ enabled });
  const { error, errorUpdatedAt } = query;

  // Once per failed load (errorUpdatedAt changes with each failure), not on every render.
  useEffect(() => {
    if (error) toast({ title: LOAD_ERROR_TITLE, description: errorMessage(error), variant: 'destructive' });
  }, [error, errorUpdatedAt, toast]);

  return query;
}
