// The post's reaction bar (spec 02 §3): six toggle buttons with their counts, the viewer's own
// pressed. Icons are SVG shipped with the app (an emoji needs a font the machine may not have).
import { REACTION_LABELS } from '#contracts/community';
import { errorMessage } from '../../../app/errors.ts';
import { ReactionIcon } from '../../../components/icons/ReactionIcon.tsx';
import { useToast } from '../../../app/toast/toast-context.ts';
import { useToggleReaction, type PostDetailView } from '../../../queries/community.ts';
import { REACTION_TYPES, type ReactionTypeValue } from '../community-logic.ts';
import { ERROR, REACTIONS } from '../community-messages.ts';
import { reactionStyle } from '../community-styles.ts';

const reactionLabel = (type: ReactionTypeValue, count: number) => `${REACTION_LABELS[type]} (${count})`;

/** The six reactions (spec 02 §3), each a toggle button with its count; the viewer's own are pressed. */
export function ReactionBar({ post, enabled }: { post: PostDetailView; enabled: boolean }) {
  const { toast } = useToast();
  const toggle = useToggleReaction(post.id);
  function onToggle(type: ReactionTypeValue) {
    toggle.mutate(type, { onError: (error) => toast({ title: ERROR, description: errorMessage(error), variant: 'destructive' }) });
  }
  return (
    <div role="group" aria-label={REACTIONS} className="markk-community__reactions" data-testid="reaction-bar">
      {REACTION_TYPES.map((type) => {
        const pressed = post.myReactions.includes(type);
        const count = post.reactionCounts[type] ?? 0;
        return (
          <button
            key={type}
            type="button"
            className="markk-community__reaction"
            style={reactionStyle(pressed)}
            aria-pressed={pressed}
            aria-label={reactionLabel(type, count)}
            title={REACTION_LABELS[type]}
            disabled={!enabled}
            onClick={() => onToggle(type)}
          >
            <ReactionIcon name={type} />
            <span aria-hidden="true">{count}</span>
          </button>
        );
      })}
    </div>
  );
}
