// Content (/content): the user's drafts, newest first, as cards that open the draft's page.
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards, { type CardsProps } from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ContentItem } from '#contracts/content';
import { listContentItems } from '../../../api/content.ts';
import { errorMessage } from '../../../app/errors.ts';
import { usePageTitle } from '../../../app/routing/use-page-title.ts';
import { STATUS_LABELS, TYPE_LABELS, excerpt, formatDate, matchesFilter } from '../content-format.ts';

const PAGE_TITLE = 'Content';
const DESCRIPTION = 'Your drafts: social posts, newsletters and blog posts.';
const LOADING = 'Loading content...';
const EMPTY = 'No content yet';
const EMPTY_HINT = 'Finish onboarding to get your first content package.';
const TO_ONBOARDING = 'Go to onboarding';
const NO_MATCH = 'No matches';
const NO_MATCH_HINT = 'No draft matches this search.';
const CLEAR = 'Clear filter';
const FILTER_PLACEHOLDER = 'Find content';
const LOAD_FAILED = 'Failed to load content';
const RETRY = 'Retry';
const SECTION_TYPE = 'Type';
const SECTION_STATUS = 'Status';
const SECTION_CREATED = 'Created';
const PAGE_SIZE = 12;
const CARDS_LABEL = 'Content drafts';
const CARDS_HEADER = 'Drafts';
const matchCount = (count: number) => (count === 1 ? '1 match' : `${count} matches`);

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: ContentItem[] };

export default function ContentListPage() {
  usePageTitle(PAGE_TITLE);
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    listContentItems(controller.signal)
      .then((items) => setLoad({ status: 'ready', items }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'error', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [attempt]);

  const open = (href: string) => void navigate(href);
  const allItems = load.status === 'ready' ? load.items : [];
  const { items, actions, filteredItemsCount, collectionProps, filterProps, paginationProps } = useCollection(allItems, {
    filtering: {
      filteringFunction: matchesFilter,
      empty: (
        <Box textAlign="center" color="inherit">
          <SpaceBetween size="xs">
            <Box variant="strong" color="inherit">
              {EMPTY}
            </Box>
            <Box variant="p" color="inherit">
              {EMPTY_HINT}
            </Box>
            <Button onClick={() => open('/onboarding')}>{TO_ONBOARDING}</Button>
          </SpaceBetween>
        </Box>
      ),
      noMatch: (
        <Box textAlign="center" color="inherit">
          <SpaceBetween size="xs">
            <Box variant="strong" color="inherit">
              {NO_MATCH}
            </Box>
            <Box variant="p" color="inherit">
              {NO_MATCH_HINT}
            </Box>
            <Button onClick={() => actions.setFiltering('')}>{CLEAR}</Button>
          </SpaceBetween>
        </Box>
      ),
    },
    pagination: { pageSize: PAGE_SIZE },
  });

  const cardDefinition: CardsProps.CardDefinition<ContentItem> = {
    header: (item) => (
      <Link
        href={`/content/${encodeURIComponent(item.id)}`}
        fontSize="heading-m"
        onFollow={(event) => {
          event.preventDefault();
          open(`/content/${encodeURIComponent(item.id)}`);
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
      {load.status === 'error' ? (
        <Alert
          type="error"
          header={LOAD_FAILED}
          action={<Button onClick={() => setAttempt((n) => n + 1)}>{RETRY}</Button>}
        >
          {load.message}
        </Alert>
      ) : (
        <Cards
          {...collectionProps}
          items={items}
          cardDefinition={cardDefinition}
          trackBy="id"
          loading={load.status === 'loading'}
          loadingText={LOADING}
          cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 1000, cards: 3 }]}
          ariaLabels={{ cardsLabel: CARDS_LABEL, itemSelectionLabel: () => '', selectionGroupLabel: '' }}
          header={
            <Header counter={load.status === 'ready' ? `(${load.items.length})` : undefined}>{CARDS_HEADER}</Header>
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
