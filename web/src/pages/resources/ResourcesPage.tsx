// Resources Vault (/resources, spec 02 §2.3): search (title, description, tags), the category
// filter, the sort (Most Recent by default, Most Downloaded, Featured; featured first in every
// order) and a Bookmarked filter, all kept in the URL; a grid of resource cards, 6 skeleton cards
// while loading, the spec's two empty states, and "Load more". Download opens the file in a new
// tab through a short-lived link; text and PDF files preview in a dialog. Admins upload and delete.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CATEGORY_LABELS, RESOURCE_CATEGORIES, RESOURCE_SORTS, type ResourceCategory, type ResourceSort } from '#contracts/resources';
import { errorMessage } from '../../app/errors.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { EmptyState, LoadError } from '../../components/common/states.tsx';
import { useDownloadResource, useRemoveResource, useResourceList, useBookmark, type ResourceView } from '../../queries/resources.ts';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import { emptyHint, filtersFromParams, isFiltered, listQueryOf, paramsOf, type VaultFilters } from './resources-logic.ts';
import {
  ALL_CATEGORIES,
  BOOKMARK_FAILED,
  BOOKMARKED_FILTER,
  CATEGORY_LABEL,
  CLEAR_FILTERS,
  DELETE,
  DELETE_FAILED,
  DELETE_HEADER,
  DELETED,
  deleteQuestion,
  DOWNLOAD_FAILED,
  FILTERS_LABEL,
  LOAD_FAILED,
  LOAD_MORE,
  LOADING,
  NO_RESOURCES,
  PAGE_TITLE,
  RESOURCES_LIST,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
  SORT_LABEL,
  SORT_NAMES,
  SUBTITLE,
  UPLOAD_RESOURCE,
} from './resources-messages.ts';
import { PreviewDialog } from './PreviewDialog.tsx';
import { ResourceCard, ResourceCardSkeleton } from './ResourceCard.tsx';
import { UploadDialog } from './UploadDialog.tsx';
import { openInNewTab } from '../../lib/open-in-new-tab.ts';
import './resources.css';

const SEARCH_DELAY_MS = 300;
const SKELETONS = 6;

const ALL = 'all';
const categoryOptions = [
  { value: ALL, label: ALL_CATEGORIES },
  ...RESOURCE_CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
];
const sortOptions = RESOURCE_SORTS.map((sort) => ({ value: sort, label: SORT_NAMES[sort] }));

export default function ResourcesPage() {
  usePageTitle(PAGE_TITLE);
  const { toast } = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromParams(searchParams);
  const [search, setSearch] = useState(filters.q);
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState<ResourceView | null>(null);
  const [deleting, setDeleting] = useState<ResourceView | null>(null);

  const list = useResourceList(listQueryOf(filters));
  const bookmark = useBookmark();
  const download = useDownloadResource();
  const remove = useRemoveResource();

  // The box shows what the user types at once; the URL (and the list) follows once they pause.
  // The box follows the URL only when something else changed it (Back, Clear filters).
  const pushed = useRef(filters.q);
  useEffect(() => {
    if (filters.q === pushed.current) return;
    pushed.current = filters.q;
    setSearch(filters.q);
  }, [filters.q]);
  useEffect(() => {
    if (search.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => setFilters({ ...filters, q: search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the search is pushed to the URL when the typed text settles, not when other filters change
  }, [search]);

  function setFilters(next: VaultFilters) {
    pushed.current = next.q.trim() ? next.q : '';
    setSearchParams(paramsOf(next), { replace: true });
  }

  function clearFilters() {
    setSearch('');
    setFilters({ q: '', category: null, sort: filters.sort, bookmarked: false });
  }

  const pages = list.data?.pages ?? [];
  const resources = pages.flatMap((page) => page.resources);
  const total = pages[0]?.total ?? 0;
  const isAdmin = pages[0]?.viewer.isAdmin ?? false;

  function onBookmark(resource: ResourceView) {
    bookmark.mutate(
      { resourceId: resource.id, bookmarked: !resource.bookmarked },
      {
        onError: (error) => toast({ title: BOOKMARK_FAILED, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  function onDownload(resource: ResourceView) {
    // The tab opens within the click, so no pop-up blocker stops it; the link follows.
    openInNewTab(async () => ({ url: await download.mutateAsync(resource.id) })).catch((error: unknown) =>
      toast({ title: DOWNLOAD_FAILED, description: errorMessage(error), variant: 'destructive' }),
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: DELETED, variant: 'success' });
        setDeleting(null);
      },
      onError: (error) => toast({ title: DELETE_FAILED, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  let body;
  if (list.isPending) {
    body = (
      <div aria-busy="true" data-testid="resource-skeletons">
        <span className="markk-visually-hidden" role="status">
          {LOADING}
        </span>
        <div className="markk-resources__grid">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <ResourceCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  } else if (list.isError && resources.length === 0) {
    body = (
      <LoadError
        header={LOAD_FAILED}
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        data-testid="resources-error"
      />
    );
  } else if (resources.length === 0) {
    const filtered = isFiltered(filters) && total > 0;
    body = (
      <Container data-testid="resources-empty">
        <EmptyState
          title={NO_RESOURCES}
          description={emptyHint(total)}
          action={
            filtered ? (
              <Button onClick={clearFilters}>{CLEAR_FILTERS}</Button>
            ) : isAdmin ? (
              <Button onClick={() => setUploading(true)}>{UPLOAD_RESOURCE}</Button>
            ) : undefined
          }
        />
      </Container>
    );
  } else {
    body = (
      <SpaceBetween size="m">
        <ul className="markk-resources__grid" data-testid="resource-grid" aria-label={RESOURCES_LIST}>
          {resources.map((resource) => (
            <li key={resource.id}>
              <ResourceCard
                resource={resource}
                isAdmin={isAdmin}
                downloading={download.isPending && download.variables === resource.id}
                onDownload={onDownload}
                onPreview={setPreviewing}
                onBookmark={onBookmark}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
        {list.hasNextPage ? (
          <Box textAlign="center">
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {LOAD_MORE}
            </Button>
          </Box>
        ) : null}
      </SpaceBetween>
    );
  }

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={SUBTITLE}
          actions={
            isAdmin ? (
              <Button variant="primary" iconName="upload" onClick={() => setUploading(true)}>
                {UPLOAD_RESOURCE}
              </Button>
            ) : undefined
          }
        >
          {PAGE_TITLE}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <search className="markk-resources__filters" aria-label={FILTERS_LABEL}>
          <div className="markk-resources__search">
            <Input type="search" value={search} placeholder={SEARCH_PLACEHOLDER} ariaLabel={SEARCH_LABEL} onChange={({ detail }) => setSearch(detail.value)} />
          </div>
          <div className="markk-resources__select">
            <Select
              inlineLabelText={CATEGORY_LABEL}
              selectedOption={categoryOptions.find((o) => o.value === (filters.category ?? ALL)) ?? categoryOptions[0]!}
              options={categoryOptions}
              onChange={({ detail }) =>
                setFilters({ ...filters, q: search, category: detail.selectedOption.value === ALL ? null : (detail.selectedOption.value as ResourceCategory) })
              }
            />
          </div>
          <div className="markk-resources__select">
            <Select
              inlineLabelText={SORT_LABEL}
              selectedOption={sortOptions.find((o) => o.value === filters.sort) ?? sortOptions[0]!}
              options={sortOptions}
              onChange={({ detail }) => setFilters({ ...filters, q: search, sort: detail.selectedOption.value as ResourceSort })}
            />
          </div>
          <Toggle checked={filters.bookmarked} onChange={({ detail }) => setFilters({ ...filters, q: search, bookmarked: detail.checked })}>
            {BOOKMARKED_FILTER}
          </Toggle>
        </search>
        {body}
      </SpaceBetween>
      <UploadDialog visible={uploading} onDismiss={() => setUploading(false)} />
      <PreviewDialog resource={previewing} onDismiss={() => setPreviewing(null)} />
      <ConfirmDialog
        visible={deleting !== null}
        header={DELETE_HEADER}
        confirmText={DELETE}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? deleteQuestion(deleting.title) : null}
      </ConfirmDialog>
    </ContentLayout>
  );
}
