// A campaign's drafts: the posts, newsletters and blog posts put into it (on a draft's page),
// each a link to its page. Read from the drafts list the Content page shows.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { useFollow } from '../../app/routing/use-follow.ts';
import { LoadError } from '../../components/common/states.tsx';
import { TYPE_LABELS } from '../../lib/content-format.ts';
import { useContentList } from '../../queries/content.ts';
import { appHref } from '../../app/workspace.ts';

const HEADING = 'Drafts';
const HINT = 'Drafts put into this campaign. Scheduling one from its page schedules it into the campaign.';
const LOADING = 'Loading your drafts…';
const LOAD_FAILED = 'Your drafts could not be loaded';
const EMPTY = 'No drafts in this campaign yet. Open a draft in Content and choose this campaign.';

export function CampaignDrafts({ campaignId }: { campaignId: string }) {
  const follow = useFollow();
  const content = useContentList();
  const drafts = (content.data ?? []).filter((item) => item.campaignId === campaignId);
  return (
    <Container
      header={
        <Header variant="h2" description={HINT} counter={content.data ? `(${drafts.length})` : undefined}>
          {HEADING}
        </Header>
      }
    >
      {content.isPending ? (
        <Box color="text-body-secondary">
          <Spinner /> {LOADING}
        </Box>
      ) : content.isError ? (
        <LoadError header={LOAD_FAILED} message={errorMessage(content.error)} onRetry={() => void content.refetch()} retrying={content.isFetching} />
      ) : drafts.length === 0 ? (
        <Box color="text-body-secondary">{EMPTY}</Box>
      ) : (
        <ul className="campaign-drafts" aria-label={HEADING}>
          {drafts.map((item) => (
            <li key={item.id}>
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <Badge color="blue">{TYPE_LABELS[item.type]}</Badge>
                <Link href={appHref(paths.contentItem(item.id))} onFollow={follow}>
                  {item.title}
                </Link>
              </SpaceBetween>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
