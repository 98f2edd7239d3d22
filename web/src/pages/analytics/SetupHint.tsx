// The empty states of the results, worded to say how to get data: connect an account, schedule
// a post, add a tracked link, each with a link to where that is done.
import Link from '@cloudscape-design/components/link';
import type { Overview } from '#contracts/analytics-overview';
import { paths } from '../../app/routing/paths.ts';
import { useFollow } from '../../app/routing/use-follow.ts';
import { EmptyState } from '../../components/common/states.tsx';
import { appHref } from '../../app/workspace.ts';

/** The Links section's anchor on this page. */
export const LINKS_SECTION_ID = 'links';

export type Hint = 'account' | 'post' | 'link';

const HINTS: Record<Hint, { text: string; action: string; href: () => string }> = {
  account: { text: 'Connect an account to see how your posts do.', action: 'Go to Connected accounts', href: () => paths.settings('connections') },
  post: { text: 'Schedule a post to see its results here.', action: 'Open the calendar', href: () => paths.calendar() },
  link: { text: 'Add a tracked link to count clicks.', action: 'Go to Links', href: () => `#${LINKS_SECTION_ID}` },
};

/** What is missing for posts to have results: an account, then a published post. */
export const postsHint = (sources: Overview['sources']): Hint => (!sources.connectedAccounts ? 'account' : 'post');

/** What is missing for clicks: a tracked link, else what posts need. */
export const clicksHint = (sources: Overview['sources']): Hint => (!sources.links ? 'link' : postsHint(sources));

/** Moves to the Links section and into its form, for keyboard and screen reader users too. */
function goToLinks(event: CustomEvent) {
  event.preventDefault();
  const section = document.getElementById(LINKS_SECTION_ID);
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
}

export function SetupHint({ hint, title }: { hint: Hint; title?: string }) {
  const follow = useFollow();
  const { text, action, href } = HINTS[hint];
  return (
    <EmptyState
      title={title ?? text}
      description={title ? text : undefined}
      action={
        <Link href={appHref(href())} onFollow={hint === 'link' ? goToLinks : follow}>
          {action}
        </Link>
      }
    />
  );
}
