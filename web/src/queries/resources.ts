// The Resources Vault's reads and writes. A list (search, category, sort, Bookmarked) is read a
// page at a time with "Load more". A bookmark click shows at once on the card in every cached
// list and goes back if the server refuses; a download adds one to the card's count; an upload
// or a delete marks every list stale.
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { resourceEndpoints, type CreateResourceBody, type ListResourcesQuery, type ResourcePage, type ResourceView } from '#contracts/resources';
import { call } from '../lib/api-client.ts';
import { putFile } from '../lib/storage-upload.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';

export type { ResourcePage, ResourceView } from '#contracts/resources';

export const resourceKeys = {
  /** Every list, whatever its filters. */
  lists: endpointKey(resourceEndpoints.list),
  list: (query: ListResourcesQuery) => queryKeyOf(resourceEndpoints.list, { query }),
  preview: (resourceId: string) => queryKeyOf(resourceEndpoints.preview, { params: { resourceId } }),
};

export type ListData = InfiniteData<ResourcePage, string | null>;

export const resourceListQuery = (query: ListResourcesQuery) =>
  infiniteQueryOptions({
    queryKey: resourceKeys.list(query),
    queryFn: ({ signal, pageParam }) => call(resourceEndpoints.list, { query: pageParam ? { ...query, cursor: pageParam } : query }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: ResourcePage) => page.nextCursor,
  });

export function useResourceList(query: ListResourcesQuery) {
  return useInfiniteQuery(resourceListQuery(query));
}

/** The preview's link: asked for when the preview opens, never kept (the link is short-lived). */
export function useResourcePreview(resourceId: string | null) {
  return useQuery({
    queryKey: resourceKeys.preview(resourceId ?? ''),
    // A short-lived inline link for text and PDF files; not counted as a download.
    queryFn: ({ signal }) => call(resourceEndpoints.preview, { params: { resourceId: resourceId! } }, { signal }),
    enabled: resourceId !== null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

/** Every cached list with `resourceId`'s card changed by `change`. */
export function withCardChanged(data: ListData | undefined, resourceId: string, change: (card: ResourceView) => ResourceView): ListData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, resources: page.resources.map((card) => (card.id === resourceId ? change(card) : card)) })) };
}

/** Every cached list without `resourceId` (and one fewer in its total). */
export function withoutCard(data: ListData | undefined, resourceId: string): ListData | undefined {
  if (!data) return data;
  const had = data.pages.some((page) => page.resources.some((card) => card.id === resourceId));
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      resources: page.resources.filter((card) => card.id !== resourceId),
      total: had ? Math.max(0, page.total - 1) : page.total,
    })),
  };
}

function changeCard(queryClient: QueryClient, resourceId: string, change: (card: ResourceView) => ResourceView) {
  queryClient.setQueriesData<ListData>({ queryKey: resourceKeys.lists }, (data) => withCardChanged(data, resourceId, change));
}

/** Is `key` a list filtered to the viewer's bookmarks? Those gain or lose cards on a toggle. */
const isBookmarkedList = (key: QueryKey): boolean => {
  const input = key[2] as { query?: ListResourcesQuery } | undefined;
  return input?.query?.bookmarked === 'true';
};

type BookmarkSnapshot = [QueryKey, ListData | undefined][];

/** What a bookmark click asks for: the card's state after the click. */
export interface BookmarkChange {
  resourceId: string;
  bookmarked: boolean;
}

/**
 * A bookmark click (spec 02 §4 toggle): the card is pressed or released at once in every list,
 * and the server is asked to set or clear the bookmark (never to flip it, so quick clicks end
 * as the last one showed); a refusal puts back what was shown before. Lists filtered to
 * bookmarks read again afterwards, since the card joins or leaves them.
 */
export function bookmarkMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(resourceEndpoints.bookmark),
    mutationFn: ({ resourceId, bookmarked }: BookmarkChange) =>
      call(bookmarked ? resourceEndpoints.bookmark : resourceEndpoints.unbookmark, { params: { resourceId } }),
    onMutate: async ({ resourceId, bookmarked }: BookmarkChange): Promise<BookmarkSnapshot> => {
      await queryClient.cancelQueries({ queryKey: resourceKeys.lists });
      const snapshot = queryClient.getQueriesData<ListData>({ queryKey: resourceKeys.lists });
      changeCard(queryClient, resourceId, (card) => ({ ...card, bookmarked }));
      return snapshot;
    },
    onError: (_error: unknown, _change: BookmarkChange, snapshot: BookmarkSnapshot | undefined) => {
      for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: resourceKeys.lists, predicate: (query) => isBookmarkedList(query.queryKey) }),
  };
}

export function useBookmark() {
  return useMutation(bookmarkMutation(useQueryClient()));
}

/** A download: the link to open, and the card's count one higher (the server added one). */
export function downloadMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(resourceEndpoints.download),
    // A short-lived link to the file; the server counts the download.
    mutationFn: async (resourceId: string) => (await call(resourceEndpoints.download, { params: { resourceId } })).url,
    onSuccess: (_url: string, resourceId: string) => {
      changeCard(queryClient, resourceId, (card) => ({ ...card, downloadCount: card.downloadCount + 1 }));
      invalidate(queryClient, resourceKeys.lists);
    },
  };
}

export function useDownloadResource() {
  return useMutation(downloadMutation(useQueryClient()));
}

export function removeResourceMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(resourceEndpoints.remove),
    mutationFn: async (resourceId: string): Promise<void> => {
      await call(resourceEndpoints.remove, { params: { resourceId } });
    },
    onSuccess: (_nothing: void, resourceId: string) => {
      queryClient.setQueriesData<ListData>({ queryKey: resourceKeys.lists }, (data) => withoutCard(data, resourceId));
      invalidate(queryClient, resourceKeys.lists);
    },
  };
}

export function useRemoveResource() {
  return useMutation(removeResourceMutation(useQueryClient()));
}

export type UploadInput = Omit<CreateResourceBody, 'uploadId'> & { file: File; contentType: string };

/** An admin's upload: the presigned PUT straight to the private bucket (progress reported), then the resource item. */
async function uploadResource(
  { file, contentType, ...fields }: UploadInput,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ResourceView> {
  const { uploadId, uploadUrl, headers } = await call(resourceEndpoints.startUpload, { body: { fileName: file.name, contentType, size: file.size } });
  await putFile(uploadUrl, headers, file, onProgress, signal);
  return (await call(resourceEndpoints.create, { body: { uploadId, ...fields } })).resource;
}

export type UploadVariables = { input: UploadInput; onProgress: (loaded: number, total: number) => void; signal?: AbortSignal };

export function uploadResourceMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(resourceEndpoints.create),
    mutationFn: ({ input, onProgress, signal }: UploadVariables) => uploadResource(input, onProgress, signal),
    onSuccess: () => invalidate(queryClient, resourceKeys.lists),
  };
}

export function useUploadResource() {
  return useMutation(uploadResourceMutation(useQueryClient()));
}
