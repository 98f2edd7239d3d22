// Content (/content): the user's drafts, newest first, as cards that open the draft's page.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards, { type CardsProps } from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { useNavigate } from 'react-router-dom';
import type { ContentItem } from '#contracts/content';
import { errorMessage } from '../../../app/errors.ts';
import { paths } from '../../../app/routing/paths.ts';
import { usePageTitle } from '../../../app/routing/use-page-title.ts';
import { EmptyState, LoadError, NoMatchState } from '../../../components/common/states.tsx';
import { useContentList } from '../../../queries/content.ts';
import { STATUS_LABELS, TYPE_LABELS, excerpt, formatDate, matchesFilter } from '../content-format.ts';
import { contentRoute } from '../routes.ts';

const PAGE_TITLE = contentRoute.title;
const DESCRIPTION = 'Your drafts: social posts, newsletters and blog posts.';
const LOADING = 'Loading content...';
const EMPTY = 'No content yet';
const EMPTY_HINT = 'Finish onboarding to get your first content package.';
const TO_ONBOARDING = 'Go to onboarding';
const NO_MATCH = 'No matches';
const NO_MATCH_HINT = 'No draft matches this search.';
const FILTER_PLACEHOLDER = 'Find content';
const LOAD_FAILED = 'Failed to load content';
const SECTION_TYPE = 'Type';
const SECTION_STATUS = 'Status';
const SECTION_CREATED = 'Created';
const PAGE_SIZE = 12;
const CARDS_LABEL = 'Content drafts';
const CARDS_HEADER = 'Drafts';
const matchCount = (count: number) => (count === 1 ? '1 match' : `${count} matches`);

export default function ContentListPage() {
  usePageTitle(PAGE_TITLE);
  const navigate = useNavigate();
  const list = useContentList();

  const open = (href: string) => void navigate(href);
  const { items, actions, filteredItemsCount, collectionProps, filterProps, paginationProps } = useCollection(list.data ?? [], {
    filtering: {
      filteringFunction: matchesFilter,
      empty: (
        <EmptyState title={EMPTY} description={EMPTY_HINT} action={<Button onClick={() => open(paths.onboarding())}>{TO_ONBOARDING}</Button>} />
      ),
      noMatch: <NoMatchState title={NO_MATCH} description={NO_MATCH_HINT} onClear={() => actions.setFiltering('')} />,
    },
    pagination: { pageSize: PAGE_SIZE },
  });

  const cardDefinition: CardsProps.CardDefinition<ContentItem> = {
    header: (item) => (
      <Link
        href={paths.contentItem(item.id)}
        fontSize="heading-m"
        onFollow={(event) => {
          event.preventDefault();
          open(paths.contentItem(item.id));
        }}
      >
        {item.title}
      </Link>
    ),
    sections: [
      { id: 'type', header: SECTION_TYPE, content: (item) => <Badge color="blue">{TYPE_LABELS[item.type]}</Badge>, width: 33 },
      { id: 'status', header: SECTION_STATUS, content: (item) => <StatusIndicator type="pending">{STATUS_LABELS[item.status]}</StatusIndicator>, width: 33 },
      { id: 'created', header: SECTION_CREATED, content: (item) => formatDate(item.createdAt), width: 33 },
      { id: 'excerpt', content: (item) => <Box color="text-body-secondary">{excerpt(item.body)}</Box> },
    ],
  };

  return (
    <ContentLayout header={<Header variant="h1" description={DESCRIPTION}>{PAGE_TITLE}</Header>}>
      {list.isError ? (
        <LoadError header={LOAD_FAILED} message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <Cards
          {...collectionProps}
          items={items}
          cardDefinition={cardDefinition}
          trackBy="id"
          loading={list.isPending}
          loadingText={LOADING}
          cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 1000, cards: 3 }]}
          ariaLabels={{ cardsLabel: CARDS_LABEL, itemSelectionLabel: () => '', selectionGroupLabel: '' }}
          header={
            <Header counter={list.data ? `(${list.data.length})` : undefined}>{CARDS_HEADER}</Header>
          }
          filter={
            <TextFilter
              {...filterProps}
              filteringPlaceholder={FILTER_PLACEHOLDER}
              filteringAriaLabel={FILTER_PLACEHOLDER}
              countText={matchCount(filteredItemsCount ?? 0)}
            />
          }
          pagination={<Pagination {...paginationProps} />}
        />
      )}
    </ContentLayout>
  );
}
