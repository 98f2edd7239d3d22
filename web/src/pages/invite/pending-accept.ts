// A partner invitation to accept once signed in: the viral signup page notes its token before
// signing in, and the invite page accepts it once on the signed-in landing.
const PENDING_ACCEPT_KEY = 'markk.pendingViralInvite';

/** Set by the viral signup page before signing in; the signed-in landing then accepts once. */
export const pendingAccept = {
  set: (token: string) => sessionStorage.setItem(PENDING_ACCEPT_KEY, token),
  take: (token: string): boolean => {
    const matches = sessionStorage.getItem(PENDING_ACCEPT_KEY) === token;
    if (matches) sessionStorage.removeItem(PENDING_ACCEPT_KEY);
    return matches;
  },
};
