// The owner's past SEO outlines, newest first: the title (which opens it), the topic, when it was
// written and the blog draft made from it; Delete asks first. Its blog drafts stay in Content.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import type { SeoOutlineSummary } from '#contracts/seo-outlines';
import { errorMessage } from '../../../app/errors.ts';
import { paths } from '../../../app/routing/paths.ts';
import { useFollow } from '../../../app/routing/use-follow.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { EmptyState, LoadError } from '../../../components/common/states.tsx';
import { loadMoreFooter } from '../../../components/common/load-more.tsx';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useDeleteSeoOutline, useSeoOutlines } from '../../../queries/seo-outlines.ts';
import { appHref } from '../../../app/workspace.ts';

const HEADER = 'Your outlines';
const EMPTY_TITLE = 'No outlines yet.';
const EMPTY_TEXT = 'The outlines you write appear here.';
const LOADING = 'Loading your outlines…';
const LOAD_FAILED = 'Your outlines could not be loaded';
const OPEN_DRAFT = 'Open draft';
const NO_DRAFT = 'Not written yet';
const DELETE = 'Delete';
const DELETE_HEADER = 'Delete this outline?';
const DELETE_TEXT = 'The outline is deleted for good. Blog drafts written from it stay in your content.';
const DELETED = 'Outline deleted';

/** The page's address with `outlineId` chosen. */
export const outlineHref = (outlineId: string) => `${paths.seoOutlines()}?${new URLSearchParams({ outline: outlineId }).toString()}`;

export function OutlinesTable({ onDeleted }: { onDeleted: (outlineId: string) => void }) {
  const outlines = useSeoOutlines();
  const remove = useDeleteSeoOutline();
  const follow = useFollow();
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<SeoOutlineSummary | null>(null);
  const items = outlines.data?.pages.flatMap((page) => page.outlines) ?? [];

  if (outlines.isError) {
    return <LoadError header={LOAD_FAILED} message={errorMessage(outlines.error)} onRetry={() => void outlines.refetch()} retrying={outlines.isFetching} />;
  }

  /** Deletes the outline asked about; the dialog closes either way, a failure said in a toast. */
  const confirmDelete = async () => {
    const outline = deleting;
    if (!outline) return;
    try {
      await remove.mutateAsync(outline.id);
      toast({ title: DELETED, variant: 'success' });
      onDeleted(outline.id);
    } catch (error) {
      toast({ title: errorMessage(error), variant: 'destructive' });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <Table<SeoOutlineSummary>
        header={<Header counter={outlines.data ? `(${items.length}${outlines.hasNextPage ? '+' : ''})` : undefined}>{HEADER}</Header>}
        variant="container"
        items={items}
        loading={outlines.isPending}
        loadingText={LOADING}
        trackBy="id"
        wrapLines
        empty={<EmptyState title={EMPTY_TITLE} description={EMPTY_TEXT} />}
        ariaLabels={{ tableLabel: HEADER }}
        columnDefinitions={[
          {
            id: 'title',
            header: 'Title',
            isRowHeader: true,
            cell: (outline) => (
              <Link href={appHref(outlineHref(outline.id))} onFollow={follow}>
                {outline.title}
              </Link>
            ),
          },
          { id: 'topic', header: 'Topic', cell: (outline) => outline.topic },
          { id: 'written', header: 'Written', cell: (outline) => formatDate(outline.createdAt) },
          {
            id: 'draft',
            header: 'Blog draft',
            cell: (outline) =>
              outline.draftItemId ? (
                <Link href={appHref(paths.contentItem(outline.draftItemId))} onFollow={follow} ariaLabel={`${OPEN_DRAFT}: ${outline.title}`}>
                  {OPEN_DRAFT}
                </Link>
              ) : (
                NO_DRAFT
              ),
          },
          {
            id: 'actions',
            header: 'Actions',
            cell: (outline) => (
              <Button variant="inline-link" ariaLabel={`${DELETE}: ${outline.title}`} onClick={() => setDeleting(outline)}>
                {DELETE}
              </Button>
            ),
          },
        ]}
        footer={loadMoreFooter(outlines)}
      />
      <ConfirmDialog
        visible={deleting !== null}
        header={DELETE_HEADER}
        confirmText={DELETE}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && (
          <Box variant="p">
            “{deleting.title}”. {DELETE_TEXT}
          </Box>
        )}
      </ConfirmDialog>
    </>
  );
}
