// Download PNG / Download JPEG for a saved image (TikTok takes JPEG or WebP only).
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { StudioImageView } from '#contracts/studio';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { downloadFromLink } from '../../lib/download.ts';
import { useDownloadImage } from '../../queries/studio.ts';

const FAILED = 'Download failed';

export function DownloadButtons({ image }: { image: StudioImageView }) {
  const download = useDownloadImage();
  const { toast } = useToast();
  const get = (format: 'png' | 'jpeg') =>
    download.mutate(
      { imageId: image.id, format },
      {
        onSuccess: ({ url, fileName }) => downloadFromLink(url, fileName),
        onError: (error) => toast({ variant: 'destructive', title: FAILED, description: errorMessage(error) }),
      },
    );
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button iconName="download" ariaLabel={`Download PNG of ${image.title}`} onClick={() => get('png')}>
        PNG
      </Button>
      <Button iconName="download" ariaLabel={`Download JPEG of ${image.title}`} onClick={() => get('jpeg')}>
        JPEG
      </Button>
    </SpaceBetween>
  );
}
