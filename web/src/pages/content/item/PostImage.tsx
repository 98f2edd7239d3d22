// The studio image made for a post, on the post's page: the picture with its alt text, and a way back to the studio.
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useQuery } from '@tanstack/react-query';
import { studioEndpoints } from '#contracts/studio';
import { call } from '../../../lib/api-client.ts';
import { queryKeyOf } from '../../../queries/keys.ts';

const HEADING = 'Image';
const LOADING = 'Loading the image';
const FAILED = 'The image could not be loaded.';
const ALT = (text: string) => `Alt text: ${text}`;

export function PostImage({ imageId }: { imageId: string }) {
  const image = useQuery({
    queryKey: queryKeyOf(studioEndpoints.get, { params: { imageId } }),
    queryFn: async ({ signal }) => (await call(studioEndpoints.get, { params: { imageId } }, { signal })).image,
  });
  return (
    <Container header={<Header variant="h2">{HEADING}</Header>}>
      {image.isPending && <StatusIndicator type="loading">{LOADING}</StatusIndicator>}
      {image.isError && <StatusIndicator type="error">{FAILED}</StatusIndicator>}
      {image.data && (
        <div>
          <img src={image.data.url} alt={image.data.altText || image.data.title} style={{ maxWidth: '100%', maxHeight: 360, height: 'auto' }} />
          {image.data.altText && <Box color="text-body-secondary">{ALT(image.data.altText)}</Box>}
        </div>
      )}
    </Container>
  );
}
