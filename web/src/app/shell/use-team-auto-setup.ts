// The team auto-setup (spec 02 §2.12, §7): "a team auto-setup runs for a logged-in user" —
// every user has a team. Once per load of the app and user it asks the server to make sure:
// a team made now says "Welcome! Created team: {name}"; a profile that named no team but has
// one after all says "Team setup: Team ready."; otherwise it is silent. It also runs when the
// profile names a team that is gone (a team removed by hand), so /team's "Refresh Page" fixes that.
import { useEffect, useRef } from 'react';
import { TEAM_READY_TOAST, teamCreatedToast } from '../../pages/team/team-messages.ts';
import { useEnsureTeam } from '../../queries/team.ts';
import { useAuth } from '../auth/auth-context.ts';
import { useToast } from '../toast/toast-context.ts';

export function useTeamAutoSetup(): void {
  const { me, refreshMe } = useAuth();
  const { toast } = useToast();
  const ensure = useEnsureTeam();
  const ranFor = useRef<string | null>(null);
  const userId = me?.userId;
  const profileTeamId = me?.teamId ?? null;

  useEffect(() => {
    if (!userId || ranFor.current === userId) return;
    ranFor.current = userId;
    ensure
      .mutateAsync()
      .then((result) => {
        if (result.created) toast(teamCreatedToast(result.team.name));
        else if (!profileTeamId) toast(TEAM_READY_TOAST);
        if (result.team.teamId !== profileTeamId) refreshMe().catch(() => undefined);
      })
      // Nothing to say here: /team shows "No team found" and its Refresh Page runs the setup again.
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per signed-in user, not again when the profile or the toast changes
  }, [userId]);
}
