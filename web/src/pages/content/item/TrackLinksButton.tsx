// "Track links" on a newsletter or blog draft: every web address in the saved body becomes a
// Markk short link, and the draft comes back with them in place. A click sends its own request
// id; the button is inert while a request is out, so a double click sends one.
import Button from '@cloudscape-design/components/button';
import { useRef } from 'react';
import type { ContentItem } from '#contracts/content';
import { errorMessage } from '../../../app/errors.ts';
import { paths } from '../../../app/routing/paths.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { useTrackContentLinks } from '../../../queries/analytics.ts';

const TRACK = 'Track links';
const SAVE_FIRST = 'Save your changes first: the links are tracked in the saved draft.';
const TRACKED_TITLE = 'Links tracked';
const TRACKED = (n: number) => `${n} ${n === 1 ? 'link is' : 'links are'} tracked. See their clicks in Analytics → Links.`;
const OPEN_ANALYTICS = 'Open Analytics';
const TRACK_FAILED = 'Links not tracked';

export interface TrackLinksButtonProps {
  itemId: string;
  /** The form holds edits not saved yet (or is saving them): the saved draft is not what the user sees. */
  unsaved: boolean;
  /** The draft as saved with its short links. */
  onTracked: (item: ContentItem) => void;
}

export function TrackLinksButton({ itemId, unsaved, onTracked }: TrackLinksButtonProps) {
  const track = useTrackContentLinks();
  const { toast } = useToast();
  // Set at once, before the pending state re-renders the button: a second click in between sends nothing.
  const sending = useRef(false);

  async function onClick() {
    if (sending.current || unsaved) return;
    sending.current = true;
    try {
      const { item, links } = await track.mutateAsync({ itemId, requestId: newRequestId() });
      onTracked(item);
      toast({ title: TRACKED_TITLE, description: TRACKED(links.length), variant: 'success', action: { text: OPEN_ANALYTICS, href: paths.analytics() } });
    } catch (error) {
      toast({ title: TRACK_FAILED, description: errorMessage(error), variant: 'destructive' });
    } finally {
      sending.current = false;
    }
  }

  return (
    <Button iconName="anchor-link" loading={track.isPending} disabled={unsaved} disabledReason={SAVE_FIRST} onClick={() => void onClick()}>
      {TRACK}
    </Button>
  );
}
