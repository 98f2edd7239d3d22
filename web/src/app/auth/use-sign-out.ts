// Sign Out as the sidebar, the header menu and Settings do it: toast, then back to /.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../errors.ts';
import { paths } from '../routing/paths.ts';
import { useToast } from '../toast/toast-context.ts';
import { useAuth } from './auth-context.ts';

export const SIGNED_OUT_TITLE = 'Signed out';
export const SIGNED_OUT_DESCRIPTION = 'You have been signed out successfully.';

/** `failureTitle`: "Error" in the shell, "Sign out failed" in Settings (spec 8). */
export function useSignOut(failureTitle: string): () => Promise<void> {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();

  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      toast({ title: failureTitle, description: errorMessage(error), variant: 'destructive' });
      return;
    }
    void navigate(paths.dashboard());
    toast({ title: SIGNED_OUT_TITLE, description: SIGNED_OUT_DESCRIPTION, variant: 'success' });
  }, [signOut, navigate, toast, failureTitle]);
}
