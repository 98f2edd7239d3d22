// The creative studio: its templates, the live preview, saving a design to the gallery, the
// gallery itself (or one campaign's images), alt text and campaign, downloads and deletes. One hook per endpoint. A saved or deleted
// image changes the gallery, the post it is on and the library count in the header.
import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { studioEndpoints, type ImageDesign, type PhotoUploadBody, type SaveImageBody, type SaveImageResponse, type UpdateImageBody } from '#contracts/studio';
import { contentEndpoints } from '#contracts/content';
import { call } from '../lib/api-client.ts';
import { putFileOnce } from '../lib/storage-upload.ts';
import { usageKey } from './billing.ts';
import { endpointKey, invalidate } from './keys.ts';

export const studioTemplatesKey = endpointKey(studioEndpoints.templates);
export const galleryKey = endpointKey(studioEndpoints.gallery);

export const studioTemplatesQuery = () =>
  queryOptions({ queryKey: studioTemplatesKey, queryFn: ({ signal }) => call(studioEndpoints.templates, {}, { signal }), staleTime: 5 * 60_000 });

export function useStudioTemplates() {
  return useQuery(studioTemplatesQuery());
}

/** The live preview of `design` (null: nothing to draw yet); the last picture stays up while the next renders. */
export function useStudioPreview(design: ImageDesign | null) {
  return useQuery({
    queryKey: [...endpointKey(studioEndpoints.preview), design],
    queryFn: ({ signal }) => call(studioEndpoints.preview, { body: design! }, { signal }),
    enabled: design !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}

export function useStudioSuggestion(itemId: string | null) {
  return useQuery({
    queryKey: [...endpointKey(studioEndpoints.suggest), itemId],
    queryFn: ({ signal }) => call(studioEndpoints.suggest, { body: { itemId: itemId! } }, { signal }),
    enabled: itemId !== null,
    staleTime: Infinity,
    retry: false,
  });
}

/** The gallery, newest first; with `campaignId`, only that campaign's images. */
export function useGallery(campaignId?: string) {
  return useInfiniteQuery({
    queryKey: campaignId ? [...galleryKey, { campaignId }] : galleryKey,
    queryFn: ({ signal, pageParam }) =>
      call(studioEndpoints.gallery, { query: { ...(pageParam ? { cursor: pageParam } : {}), ...(campaignId ? { campaignId } : {}) } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
  });
}

/** What a saved or removed image changes: the gallery, the posts (their image) and the header's library count. */
const imagesChanged = (queryClient: QueryClient) => invalidate(queryClient, galleryKey, endpointKey(contentEndpoints.get), usageKey);

export function saveImageMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(studioEndpoints.save),
    mutationFn: (body: SaveImageBody): Promise<SaveImageResponse> => call(studioEndpoints.save, { body }),
    onSettled: () => imagesChanged(queryClient),
  };
}

export function useSaveImage() {
  return useMutation(saveImageMutation(useQueryClient()));
}

/** Edits an image's alt text or campaign (every campaign's images list is refreshed with the gallery). */
export function useUpdateImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(studioEndpoints.update),
    mutationFn: ({ imageId, ...body }: UpdateImageBody & { imageId: string }) => call(studioEndpoints.update, { params: { imageId }, body }),
    onSettled: () => invalidate(queryClient, galleryKey),
  });
}

export function useDownloadImage() {
  return useMutation({
    mutationKey: endpointKey(studioEndpoints.download),
    mutationFn: ({ imageId, format }: { imageId: string; format: 'png' | 'jpeg' }) =>
      call(studioEndpoints.download, { params: { imageId }, query: { format } }),
  });
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(studioEndpoints.remove),
    mutationFn: async (imageId: string): Promise<void> => {
      await call(studioEndpoints.remove, { params: { imageId } });
    },
    onSettled: () => imagesChanged(queryClient),
  });
}

/** Uploads a photo for the design: a signed PUT from the server, then the bytes straight to storage. */
export function useUploadPhoto() {
  return useMutation({
    mutationKey: endpointKey(studioEndpoints.uploadPhoto),
    mutationFn: async (file: File): Promise<string> => {
      const contentType = file.type as PhotoUploadBody['contentType'];
      const { photoId, uploadUrl, headers } = await call(studioEndpoints.uploadPhoto, { body: { contentType, size: file.size } });
      await putFileOnce(uploadUrl, headers, file);
      return photoId;
    },
  });
}
