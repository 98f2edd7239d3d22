// A campaign's images: the creative studio's images put into it (when saved, or from the
// gallery), newest first, each a thumbnail that opens the studio with the campaign chosen.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Spinner from '@cloudscape-design/components/spinner';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { useFollow } from '../../app/routing/use-follow.ts';
import { loadMoreFooter } from '../../components/common/load-more.tsx';
import { EmptyState, LoadError } from '../../components/common/states.tsx';
import { useGallery } from '../../queries/studio.ts';
import { appHref } from '../../app/workspace.ts';

const HEADING = 'Images';
const HINT = 'Images saved into this campaign in the studio.';
const LOADING = 'Loading the campaign’s images…';
const LOAD_FAILED = 'The campaign’s images could not be loaded';
const EMPTY = 'No images in this campaign yet';
const MAKE_ONE = 'Make one in the studio';
const MAKE_ANOTHER = 'Make an image';

export function CampaignImages({ campaignId }: { campaignId: string }) {
  const follow = useFollow();
  const gallery = useGallery(campaignId);
  const images = gallery.data?.pages.flatMap((page) => page.images) ?? [];
  const studio = paths.studioForCampaign(campaignId);
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={HINT}
          counter={gallery.data ? `(${images.length}${gallery.hasNextPage ? '+' : ''})` : undefined}
          actions={
            images.length > 0 && (
              <Button href={appHref(studio)} onFollow={follow}>
                {MAKE_ANOTHER}
              </Button>
            )
          }
        >
          {HEADING}
        </Header>
      }
    >
      {gallery.isPending ? (
        <Box color="text-body-secondary">
          <Spinner /> {LOADING}
        </Box>
      ) : gallery.isError ? (
        <LoadError header={LOAD_FAILED} message={errorMessage(gallery.error)} onRetry={() => void gallery.refetch()} retrying={gallery.isFetching} />
      ) : images.length === 0 ? (
        <EmptyState
          title={EMPTY}
          action={
            <Link href={appHref(studio)} onFollow={follow}>
              {MAKE_ONE}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="campaign-images" aria-label={HEADING}>
            {images.map((image) => (
              <li key={image.id}>
                <Link href={appHref(studio)} onFollow={follow}>
                  {/* Its own width and height keep its shape's space before it loads (lazily, below the fold). */}
                  <img src={image.url} alt={image.altText || image.title} width={image.width} height={image.height} loading="lazy" />
                </Link>
              </li>
            ))}
          </ul>
          {loadMoreFooter(gallery)}
        </>
      )}
    </Container>
  );
}
