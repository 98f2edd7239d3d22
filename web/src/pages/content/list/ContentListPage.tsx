// Content (/content): the user's drafts, newest first, filtered by type, platform and text,
// as cards that open the draft's page, with Copy (to the clipboard), Schedule (posts) and Delete (confirmed);
// post drafts can be ticked and sent to a client for approval;
// "SEO outline" in the header opens the SEO outlines a blog draft can be written from, "Bulk generation" the bulk runs.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards, { type CardsProps } from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { spaceScaledXs } from '@cloudscape-design/design-tokens';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ContentItem } from '#contracts/content';
import type { ContentItemType } from '#contracts/content-types';
import { errorMessage } from '../../../app/errors.ts';
import { paths } from '../../../app/routing/paths.ts';
import { useFollow } from '../../../app/routing/use-follow.ts';
import { usePageTitle } from '../../../app/routing/use-page-title.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { EmptyState, LoadError, NoMatchState } from '../../../components/common/states.tsx';
import { ScheduleDialog } from '../../../components/schedule-post/ScheduleDialog.tsx';
import { SendDraftsForApprovalDialog } from '../../../components/approvals/SendDraftsForApprovalDialog.tsx';
import { SEND_FOR_APPROVAL } from '../../../components/approvals/use-approval-sender.tsx';
import { useContentList, useDeleteContentItem } from '../../../queries/content.ts';
import {
  ALL,
  STATUS_LABELS,
  TYPE_LABELS,
  clipboardText,
  excerpt,
  filterContent,
  matchesFilter,
  platformsIn,
  type ContentFilters,
} from '../../../lib/content-format.ts';
import { formatDate } from '../../../lib/format.ts';
import { useRouteTitle } from '../../../app/routing/app-route.ts';
import { appHref } from '../../../app/workspace.ts';

const DESCRIPTION = 'Your drafts: social posts, newsletters, blog posts and documents, newest first.';
const SEO_OUTLINE = 'SEO outline';
const BULK = 'Bulk generation';
const LOADING = 'Loading content...';
const EMPTY = 'No content yet';
const EMPTY_HINT = 'Finish onboarding to get your first content package.';
const TO_ONBOARDING = 'Go to onboarding';
const NO_MATCH = 'No matches';
const NO_MATCH_HINT = 'No draft matches these filters.';
const FILTER_PLACEHOLDER = 'Find content';
const LOAD_FAILED = 'Failed to load content';
const SECTION_TYPE = 'Type';
const SECTION_PLATFORM = 'Platform';
const SECTION_STATUS = 'Status';
const SECTION_CREATED = 'Created';
const PAGE_SIZE = 12;
const CARDS_LABEL = 'Content drafts';
const CARDS_HEADER = 'Drafts';
const TYPE_FILTER = 'Filter by type';
const PLATFORM_FILTER = 'Filter by platform';
const ALL_TYPES = 'All types';
const ALL_PLATFORMS = 'All platforms';
const TYPE_OPTIONS: SelectProps.Option[] = [
  { value: ALL, label: ALL_TYPES },
  { value: 'post', label: 'Posts' },
  { value: 'email', label: 'Newsletters' },
  { value: 'blog', label: 'Blog posts' },
  { value: 'doc', label: 'Documents' },
];
const COPY = 'Copy';
const COPIED = 'Copied to clipboard';
const COPIED_TEXT = (title: string) => `"${title}" is ready to paste.`;
const COPY_FAILED = 'Could not copy';
const COPY_FAILED_TEXT = 'Your browser did not allow copying. Open the draft and copy the text from there.';
const SCHEDULE = 'Schedule';
const CREATE_IMAGE = 'Create image';
const DELETE = 'Delete';
const CANCEL = 'Cancel';
const DELETE_TITLE = 'Delete draft?';
const DELETE_TEXT = (title: string) => `"${title}" will be deleted for good. This frees one place in your content library.`;
const DELETED = 'Draft deleted';
const DELETED_TEXT = (title: string) => `"${title}" was deleted.`;
const DELETE_FAILED = 'Could not delete';
const SELECTION_LABEL = 'Post drafts to send for approval';
const selectLabel = (title: string) => `Select ${title} to send for approval`;
const matchCount = (count: number) => (count === 1 ? '1 match' : `${count} matches`);

const FILTERS_STYLE = { display: 'flex', flexWrap: 'wrap', gap: spaceScaledXs, alignItems: 'flex-start' } as const;
const FILTER_TEXT_STYLE = { flex: '1 1 16rem', minInlineSize: 0 } as const;
const FILTER_SELECT_STYLE = { flex: '0 1 12rem', minInlineSize: '10rem' } as const;

function initialFilters(params: URLSearchParams): ContentFilters {
  const type = params.get('type');
  const known = TYPE_OPTIONS.some((o) => o.value === type && type !== ALL);
  return { type: known ? (type as ContentItemType) : ALL, platform: params.get('platform') || ALL };
}

export default function ContentListPage() {
  const PAGE_TITLE = useRouteTitle();
  usePageTitle(PAGE_TITLE);
  const navigate = useNavigate();
  const follow = useFollow();
  const list = useContentList();
  const remove = useDeleteContentItem();
  const { toast } = useToast();
  // The dashboard's "Your content" links open the list filtered to one type (?type=post).
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<ContentFilters>(() => initialFilters(params));
  const [deleting, setDeleting] = useState<ContentItem | null>(null);
  const [scheduling, setScheduling] = useState<ContentItem | null>(null);
  // Post drafts ticked for "Send for approval" (newsletters and blog posts cannot be ticked).
  const [selected, setSelected] = useState<readonly ContentItem[]>([]);
  const [sendingForApproval, setSendingForApproval] = useState(false);

  const all = list.data ?? [];
  const platforms = platformsIn(all);
  const shown = filterContent(all, filters);
  const filtered = filters.type !== ALL || filters.platform !== ALL;
  const clearAll = () => {
    setFilters({ type: ALL, platform: ALL });
    actions.setFiltering('');
  };

  const open = (href: string) => void navigate(href);
  const { items, actions, filteredItemsCount, collectionProps, filterProps, paginationProps } = useCollection(shown, {
    filtering: {
      filteringFunction: matchesFilter,
      // With drafts hidden by the type or platform filter, "nothing here" is a no-match, not an empty library.
      empty:
        filtered && all.length > 0 ? (
          <NoMatchState title={NO_MATCH} description={NO_MATCH_HINT} onClear={clearAll} />
        ) : (
          <EmptyState title={EMPTY} description={EMPTY_HINT} action={<Button onClick={() => open(paths.onboarding())}>{TO_ONBOARDING}</Button>} />
        ),
      noMatch: <NoMatchState title={NO_MATCH} description={NO_MATCH_HINT} onClear={clearAll} />,
    },
    pagination: { pageSize: PAGE_SIZE },
  });

  async function copy(item: ContentItem) {
    try {
      await navigator.clipboard.writeText(clipboardText(item));
      toast({ title: COPIED, description: COPIED_TEXT(item.title), variant: 'success' });
    } catch {
      toast({ title: COPY_FAILED, description: COPY_FAILED_TEXT, variant: 'destructive' });
    }
  }

  async function confirmDelete() {
    const item = deleting;
    if (!item || remove.isPending) return;
    try {
      await remove.mutateAsync(item.id);
      setDeleting(null);
      toast({ title: DELETED, description: DELETED_TEXT(item.title), variant: 'success' });
    } catch (error) {
      setDeleting(null);
      toast({ title: DELETE_FAILED, description: errorMessage(error), variant: 'destructive' });
    }
  }

  const cardDefinition: CardsProps.CardDefinition<ContentItem> = {
    header: (item) => (
      <Link
        href={appHref(paths.contentItem(item.id))}
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
      { id: 'type', header: SECTION_TYPE, content: (item) => <Badge color="blue">{TYPE_LABELS[item.type]}</Badge>, width: 25 },
      { id: 'platform', header: SECTION_PLATFORM, content: (item) => item.platform ?? '—', width: 25 },
      { id: 'status', header: SECTION_STATUS, content: (item) => <StatusIndicator type="pending">{STATUS_LABELS[item.status]}</StatusIndicator>, width: 25 },
      { id: 'created', header: SECTION_CREATED, content: (item) => formatDate(item.createdAt), width: 25 },
      { id: 'excerpt', content: (item) => <Box color="text-body-secondary">{excerpt(item.body)}</Box> },
      {
        id: 'actions',
        content: (item) => (
          <SpaceBetween size="xs" direction="horizontal">
            <Button iconName="copy" onClick={() => void copy(item)} ariaLabel={`${COPY} ${item.title}`}>
              {COPY}
            </Button>
            {item.type === 'post' && (
              <Button
                iconName="gen-ai"
                href={appHref(paths.studio(item.id))}
                onFollow={(event) => {
                  event.preventDefault();
                  void navigate(paths.studio(item.id));
                }}
                ariaLabel={`${CREATE_IMAGE} for ${item.title}`}
              >
                {CREATE_IMAGE}
              </Button>
            )}
            {item.type === 'post' && (
              <Button iconName="calendar" onClick={() => setScheduling(item)} ariaLabel={`${SCHEDULE} ${item.title}`}>
                {SCHEDULE}
              </Button>
            )}
            <Button iconName="remove" onClick={() => setDeleting(item)} ariaLabel={`${DELETE} ${item.title}`}>
              {DELETE}
            </Button>
          </SpaceBetween>
        ),
      },
    ],
  };

  const typeOption = TYPE_OPTIONS.find((o) => o.value === filters.type) ?? TYPE_OPTIONS[0]!;
  const platformOptions: SelectProps.Option[] = [{ value: ALL, label: ALL_PLATFORMS }, ...platforms.map((p) => ({ value: p, label: p }))];
  const platformOption = platformOptions.find((o) => o.value === filters.platform) ?? platformOptions[0]!;

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={DESCRIPTION}
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button disabled={selected.length === 0} onClick={() => setSendingForApproval(true)}>
                {selected.length > 0 ? `${SEND_FOR_APPROVAL} (${selected.length})` : SEND_FOR_APPROVAL}
              </Button>
              <Button iconName="gen-ai" href={appHref(paths.seoOutlines())} onFollow={follow}>
                {SEO_OUTLINE}
              </Button>
              {/* A button, not a link: the page's links under /content/ are the drafts. */}
              <Button iconName="gen-ai" onClick={() => open(paths.bulk())}>
                {BULK}
              </Button>
            </SpaceBetween>
          }
        >
          {PAGE_TITLE}
        </Header>
      }
    >
      {list.isError ? (
        <LoadError header={LOAD_FAILED} message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <Cards
          {...collectionProps}
          items={items}
          cardDefinition={cardDefinition}
          trackBy="id"
          selectionType="multi"
          selectedItems={selected.filter((item) => all.some((draft) => draft.id === item.id))}
          onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
          isItemDisabled={(item) => item.type !== 'post'}
          loading={list.isPending}
          loadingText={LOADING}
          cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 1000, cards: 3 }]}
          ariaLabels={{ cardsLabel: CARDS_LABEL, itemSelectionLabel: (_, item) => selectLabel(item.title), selectionGroupLabel: SELECTION_LABEL }}
          header={<Header counter={list.data ? `(${list.data.length})` : undefined}>{CARDS_HEADER}</Header>}
          filter={
            <div style={FILTERS_STYLE}>
              <div style={FILTER_TEXT_STYLE}>
                <TextFilter
                  {...filterProps}
                  filteringPlaceholder={FILTER_PLACEHOLDER}
                  filteringAriaLabel={FILTER_PLACEHOLDER}
                  countText={matchCount(filteredItemsCount ?? 0)}
                />
              </div>
              <div style={FILTER_SELECT_STYLE}>
                <Select
                  selectedOption={typeOption}
                  options={TYPE_OPTIONS}
                  ariaLabel={TYPE_FILTER}
                  onChange={({ detail }) => setFilters((f) => ({ ...f, type: (detail.selectedOption.value ?? ALL) as ContentItemType | typeof ALL }))}
                />
              </div>
              <div style={FILTER_SELECT_STYLE}>
                <Select
                  selectedOption={platformOption}
                  options={platformOptions}
                  ariaLabel={PLATFORM_FILTER}
                  disabled={platforms.length === 0}
                  onChange={({ detail }) => setFilters((f) => ({ ...f, platform: detail.selectedOption.value ?? ALL }))}
                />
              </div>
            </div>
          }
          pagination={<Pagination {...paginationProps} />}
        />
      )}
      <Modal
        visible={deleting !== null}
        onDismiss={() => setDeleting(null)}
        header={DELETE_TITLE}
        footer={
          <Box float="right">
            <SpaceBetween size="xs" direction="horizontal">
              <Button onClick={() => setDeleting(null)} disabled={remove.isPending}>
                {CANCEL}
              </Button>
              <Button variant="primary" onClick={() => void confirmDelete()} loading={remove.isPending}>
                {DELETE}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {deleting ? DELETE_TEXT(deleting.title) : null}
      </Modal>
      {sendingForApproval && (
        <SendDraftsForApprovalDialog
          drafts={selected}
          onClose={() => {
            setSendingForApproval(false);
            setSelected([]);
          }}
        />
      )}
      {scheduling && <ScheduleDialog caption={scheduling.body} itemId={scheduling.id} imageId={scheduling.imageId} onClose={() => setScheduling(null)} />}
    </ContentLayout>
  );
}
