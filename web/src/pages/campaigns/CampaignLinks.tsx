// A campaign's tracked links, newest first: those made by hand in it (Analytics → Links) and
// those of the posts scheduled into it, with the short link, the destination and the clicks.
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Table from '@cloudscape-design/components/table';
import type { LinkView } from '#contracts/analytics';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { useFollow } from '../../app/routing/use-follow.ts';
import { DestinationCell, ShortLinkCell } from '../../components/analytics/link-cells.tsx';
import { loadMoreFooter } from '../../components/common/load-more.tsx';
import { EmptyState, LoadError } from '../../components/common/states.tsx';
import { useLinks } from '../../queries/analytics.ts';
import { appHref } from '../../app/workspace.ts';

const HEADING = 'Tracked links';
const HINT = 'Short links made in this campaign, by hand in Analytics or in the posts scheduled into it.';
const LOADING = 'Loading the campaign’s links…';
const LOAD_FAILED = 'The campaign’s links could not be loaded';
const EMPTY = 'No tracked links in this campaign yet';
const EMPTY_TEXT = 'Schedule a post with a link into it, or make a link in Analytics and choose this campaign.';
const MAKE_ONE = 'Make a tracked link';

export function CampaignLinks({ campaignId }: { campaignId: string }) {
  const follow = useFollow();
  const links = useLinks(campaignId);
  const items = links.data?.pages.flatMap((page) => page.links) ?? [];
  if (links.isError) {
    return <LoadError header={LOAD_FAILED} message={errorMessage(links.error)} onRetry={() => void links.refetch()} retrying={links.isFetching} />;
  }
  return (
    <Table<LinkView>
      header={
        <Header variant="h2" description={HINT} counter={links.data ? `(${items.length}${links.hasNextPage ? '+' : ''})` : undefined}>
          {HEADING}
        </Header>
      }
      variant="container"
      items={items}
      loading={links.isPending}
      loadingText={LOADING}
      trackBy="id"
      wrapLines
      empty={
        <EmptyState
          title={EMPTY}
          description={EMPTY_TEXT}
          action={
            <Link href={appHref(paths.analytics())} onFollow={follow}>
              {MAKE_ONE}
            </Link>
          }
        />
      }
      ariaLabels={{ tableLabel: HEADING }}
      columnDefinitions={[
        { id: 'title', header: 'Title', cell: (link) => link.title, isRowHeader: true },
        { id: 'short', header: 'Short link', cell: (link) => <ShortLinkCell link={link} /> },
        { id: 'destination', header: 'Destination', cell: (link) => <DestinationCell link={link} /> },
        { id: 'clicks', header: 'Clicks', cell: (link) => link.clicks },
      ]}
      footer={loadMoreFooter(links)}
    />
  );
}
