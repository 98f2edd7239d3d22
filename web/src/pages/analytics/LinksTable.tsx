// The owner's tracked links, newest first: title, the short link with a copy button, the
// destination, total clicks and when it was made; View opens its clicks, Delete asks first.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import type { LinkView } from '#contracts/analytics';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { DestinationCell, ShortLinkCell } from '../../components/analytics/link-cells.tsx';
import { loadMoreFooter } from '../../components/common/load-more.tsx';
import { EmptyState, LoadError } from '../../components/common/states.tsx';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import { csvFileName, type CsvColumn } from '../../lib/csv.ts';
import { formatDate } from '../../lib/format.ts';
import { useDeleteLink, useLinks } from '../../queries/analytics.ts';
import { CsvButton } from './CsvButton.tsx';
import { utcToday } from './range.ts';

const HEADER = 'Links';
const EMPTY_TITLE = 'No tracked links yet.';
const EMPTY_TEXT = 'Add one to see who clicks.';
const LOADING = 'Loading your links…';
const LOAD_FAILED = 'Your links could not be loaded';
const VIEW = 'View clicks';
const DELETE = 'Delete';
const DELETE_HEADER = 'Delete this link?';
const DELETE_TEXT = 'The short link stops working at once: anyone who follows it sees “not found”. Its clicks are no longer shown.';
const DELETED = 'Link deleted';

/** The CSV of the links loaded so far. */
const CSV_COLUMNS: CsvColumn<LinkView>[] = [
  { header: 'Title', value: (link) => link.title },
  { header: 'Short link', value: (link) => link.shortUrl },
  { header: 'Destination', value: (link) => link.url },
  { header: 'Campaign', value: (link) => link.campaign },
  { header: 'Clicks', value: (link) => link.clicks },
  { header: 'Created', value: (link) => link.createdAt.slice(0, 10) },
];

export function LinksTable({ selected, onSelect }: { selected: string | null; onSelect: (linkId: string | null) => void }) {
  const links = useLinks();
  const remove = useDeleteLink();
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<LinkView | null>(null);
  const items = links.data?.pages.flatMap((page) => page.links) ?? [];

  if (links.isError) {
    return <LoadError header={LOAD_FAILED} message={errorMessage(links.error)} onRetry={() => void links.refetch()} retrying={links.isFetching} />;
  }

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: DELETED, variant: 'success' });
        if (selected === deleting.id) onSelect(null);
        setDeleting(null);
      },
      onError: (error) => {
        toast({ title: errorMessage(error), variant: 'destructive' });
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <Table<LinkView>
        header={
          <Header
            counter={links.data ? `(${items.length}${links.hasNextPage ? '+' : ''})` : undefined}
            actions={<CsvButton label={HEADER} fileName={csvFileName(HEADER, utcToday())} columns={CSV_COLUMNS} rows={items} />}
          >
            {HEADER}
          </Header>
        }
        variant="container"
        items={items}
        loading={links.isPending}
        loadingText={LOADING}
        trackBy="id"
        wrapLines
        empty={<EmptyState title={EMPTY_TITLE} description={EMPTY_TEXT} />}
        ariaLabels={{ tableLabel: HEADER }}
        columnDefinitions={[
          { id: 'title', header: 'Title', cell: (link) => link.title, isRowHeader: true },
          { id: 'short', header: 'Short link', cell: (link) => <ShortLinkCell link={link} /> },
          { id: 'destination', header: 'Destination', cell: (link) => <DestinationCell link={link} /> },
          { id: 'clicks', header: 'Clicks', cell: (link) => <span data-testid="link-clicks">{link.clicks}</span> },
          { id: 'created', header: 'Created', cell: (link) => formatDate(link.createdAt) },
          {
            id: 'actions',
            header: 'Actions',
            cell: (link) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button variant="inline-link" ariaLabel={`${VIEW}: ${link.title}`} onClick={() => onSelect(link.id)}>
                  {VIEW}
                </Button>
                <Button variant="inline-link" ariaLabel={`${DELETE}: ${link.title}`} onClick={() => setDeleting(link)}>
                  {DELETE}
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
        footer={loadMoreFooter(links)}
      />
      <ConfirmDialog
        visible={deleting !== null}
        header={DELETE_HEADER}
        confirmText={DELETE}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && (
          <SpaceBetween size="xs">
            <Box variant="strong">{deleting.title}</Box>
            <Box>{DELETE_TEXT}</Box>
          </SpaceBetween>
        )}
      </ConfirmDialog>
    </>
  );
}
