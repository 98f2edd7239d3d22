// The gallery: every saved image, newest first, with its downloads; open one in the editor or
// delete it (its library slot comes back), or put it in one of the owner's campaigns. Shows how
// much of the plan's library is used.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { StudioImageView } from '#contracts/studio';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { CampaignSelect } from '../../components/campaigns/CampaignSelect.tsx';
import { EmptyState, LoadError } from '../../components/common/states.tsx';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import { formatDate } from '../../lib/format.ts';
import { useDeleteImage, useGallery, useUpdateImage } from '../../queries/studio.ts';
import { DownloadButtons } from './DownloadButtons.tsx';

const HEADING = 'Gallery';
const LOADING = 'Loading images';
const EMPTY = 'No images yet';
const EMPTY_TEXT = 'Save an image above and it appears here, ready to download or post.';
const LOAD_FAILED = 'Failed to load your images';
const LOAD_MORE = 'Load more';
const OPEN = 'Open in editor';
const DELETE = 'Delete';
const DELETE_HEADER = 'Delete this image?';
const DELETE_TEXT = 'It is removed from your gallery and from any post it was added to. Posts already published keep it.';
const DELETED = 'Image deleted';
const DELETE_FAILED = 'The image was not deleted';
const ON_POST = 'On a post';
const WATERMARKED = 'Made with Markk mark';
const ALT = (text: string) => `Alt text: ${text}`;
const NO_ALT = 'No alt text yet';
const CAMPAIGN_OF = (title: string) => `Campaign of ${title}`;
const NO_CAMPAIGN = 'No campaign';
const MOVED = 'Image moved to the campaign';
const TAKEN_OUT = 'Image taken out of its campaign';
const MOVE_FAILED = 'The image’s campaign was not changed';

export function Gallery({ onOpen }: { onOpen: (image: StudioImageView) => void }) {
  const gallery = useGallery();
  const remove = useDeleteImage();
  const update = useUpdateImage();
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<StudioImageView | null>(null);
  const images = gallery.data?.pages.flatMap((page) => page.images) ?? [];
  const library = gallery.data?.pages[0]?.library;
  const counter = library ? (library.limit === null ? `(${library.used})` : `(${library.used} of ${library.limit} library assets)`) : undefined;

  if (gallery.isError)
    return <LoadError header={LOAD_FAILED} message={errorMessage(gallery.error)} onRetry={() => void gallery.refetch()} retrying={gallery.isFetching} />;

  return (
    <>
      <Cards
        header={
          <Header variant="h2" counter={counter}>
            {HEADING}
          </Header>
        }
        loading={gallery.isPending}
        loadingText={LOADING}
        items={images}
        trackBy="id"
        cardsPerRow={[{ cards: 1 }, { minWidth: 500, cards: 2 }, { minWidth: 900, cards: 3 }]}
        empty={<EmptyState title={EMPTY} description={EMPTY_TEXT} />}
        cardDefinition={{
          header: (image) => <span className="studio-card-title">{image.title}</span>,
          sections: [
            {
              id: 'image',
              content: (image) => (
                <div className="studio-thumb">
                  <img src={image.url} alt={image.altText || image.title} loading="lazy" />
                </div>
              ),
            },
            {
              id: 'about',
              content: (image) => (
                <Box color="text-body-secondary" fontSize="body-s">
                  {[`${image.width} × ${image.height}`, formatDate(image.createdAt), image.itemId ? ON_POST : null, image.watermark ? WATERMARKED : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Box>
              ),
            },
            {
              id: 'alt',
              content: (image) =>
                image.altText ? (
                  <Box fontSize="body-s">{ALT(image.altText)}</Box>
                ) : (
                  <Box color="text-status-inactive" fontSize="body-s">
                    {NO_ALT}
                  </Box>
                ),
            },
            {
              id: 'campaign',
              content: (image) => (
                <CampaignSelect
                  value={image.campaignId}
                  label={CAMPAIGN_OF(image.title)}
                  noneLabel={NO_CAMPAIGN}
                  disabled={update.isPending}
                  onChange={(campaignId) =>
                    update.mutate(
                      { imageId: image.id, campaignId },
                      {
                        onSuccess: () => toast({ variant: 'success', title: campaignId ? MOVED : TAKEN_OUT }),
                        onError: (error) => toast({ variant: 'destructive', title: MOVE_FAILED, description: errorMessage(error) }),
                      },
                    )
                  }
                />
              ),
            },
            {
              id: 'actions',
              content: (image) => (
                <SpaceBetween direction="horizontal" size="xs">
                  <DownloadButtons image={image} />
                  <Button ariaLabel={`${OPEN}: ${image.title}`} onClick={() => onOpen(image)}>
                    {OPEN}
                  </Button>
                  <Button ariaLabel={`${DELETE} ${image.title}`} onClick={() => setDeleting(image)}>
                    {DELETE}
                  </Button>
                </SpaceBetween>
              ),
            },
          ],
        }}
      />
      {gallery.hasNextPage && (
        <Box textAlign="center" margin={{ top: 's' }}>
          <Button loading={gallery.isFetchingNextPage} onClick={() => void gallery.fetchNextPage()}>
            {LOAD_MORE}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        visible={deleting !== null}
        header={DELETE_HEADER}
        confirmText={DELETE}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast({ variant: 'success', title: DELETED }),
            onError: (error) => toast({ variant: 'destructive', title: DELETE_FAILED, description: errorMessage(error) }),
            onSettled: () => setDeleting(null),
          })
        }
      >
        {DELETE_TEXT}
      </ConfirmDialog>
    </>
  );
}
