// The community's reads and writes. A channel (or a search) is read 20 posts a page with
// "Load more"; one post with its replies is one query. A reaction changes the counts at once in
// the post and in every list showing it, and goes back if the server refuses. A new post, an
// edit, a delete or a moderation decision marks the lists, the post, the queue, the reports and the
// dashboard's counter stale.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { communityEndpoints as E, ReactionType, type ModerationQueue, type ReportsPage } from '#contracts/community';
import type { EndpointInput, EndpointResponse } from '#contracts/endpoint';
import { call } from '../lib/api-client.ts';
import { dashboardKey } from './dashboard.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';

type ListPostsQuery = EndpointInput<typeof E.listPosts>['query'];
export type PostsPage = EndpointResponse<typeof E.listPosts>;
export type PostScreen = EndpointResponse<typeof E.getPost>;
type CreatePostBody = EndpointInput<typeof E.createPost>['body'];
type UpdatePostBody = EndpointInput<typeof E.updatePost>['body'];
type ModerateBody = EndpointInput<typeof E.moderate>['body'];
export type ReactionTypeValue = (typeof ReactionType.options)[number];
export type PostCardView = PostsPage['posts'][number];
export type PostDetailView = PostScreen['post'];
export type ReplyItem = PostScreen['replies'][number];

export const communityKeys = {
  viewer: endpointKey(E.viewer),
  /** Every list of posts, whatever its channel or search. */
  lists: endpointKey(E.listPosts),
  list: (query: NonNullable<ListPostsQuery>) => queryKeyOf(E.listPosts, { query }),
  posts: endpointKey(E.getPost),
  post: (postId: string) => queryKeyOf(E.getPost, { params: { postId } }),
  queue: endpointKey(E.queue),
  reports: endpointKey(E.reports),
};

export function useCommunityViewer() {
  return useQuery({ queryKey: communityKeys.viewer, queryFn: ({ signal }) => call(E.viewer, {}, { signal }), staleTime: 5 * 60_000 });
}

export const postListQuery = (query: NonNullable<ListPostsQuery>) =>
  infiniteQueryOptions({
    queryKey: communityKeys.list(query),
    queryFn: ({ signal, pageParam }) => call(E.listPosts, { query: pageParam ? { ...query, cursor: pageParam } : query }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: PostsPage) => page.nextCursor,
  });

export function usePostList(query: NonNullable<ListPostsQuery>) {
  return useInfiniteQuery(postListQuery(query));
}

export const postQuery = (postId: string) =>
  queryOptions({ queryKey: communityKeys.post(postId), queryFn: ({ signal }) => call(E.getPost, { params: { postId } }, { signal }) });

export function usePost(postId: string) {
  return useQuery(postQuery(postId));
}

/** A moderators' list read a page at a time with its cursor ("Load more"). */
function useModerationPages<T extends { nextCursor: string | null }>(
  queryKey: QueryKey,
  page: (cursor: string | null, signal: AbortSignal) => Promise<T>,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ signal, pageParam }) => page(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: T) => last.nextCursor,
    enabled,
  });
}

const pageQuery = (cursor: string | null) => (cursor ? { cursor } : {});

/** The review queue: pending posts 100 a page ("Load more"), with how many are waiting. */
export const useModerationQueue = (enabled: boolean) =>
  useModerationPages<ModerationQueue>(communityKeys.queue, (cursor, signal) => call(E.queue, { query: pageQuery(cursor) }, { signal }), enabled);

/** The open reports, 50 a page ("Load more"), with how many are open. */
export const useReports = (enabled: boolean) =>
  useModerationPages<ReportsPage>(communityKeys.reports, (cursor, signal) => call(E.reports, { query: pageQuery(cursor) }, { signal }), enabled);

/** Everything a post write may change: the lists, the posts, the queue and the dashboard's count. */
function invalidateCommunity(queryClient: QueryClient) {
  invalidate(queryClient, communityKeys.lists, communityKeys.posts, communityKeys.queue, communityKeys.reports, dashboardKey);
}

type ListData = InfiniteData<PostsPage, string | null>;

/** Every cached list with `postId`'s card changed by `change`. */
export function withCardChanged(data: ListData | undefined, postId: string, change: (card: PostCardView) => PostCardView): ListData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, posts: page.posts.map((card) => (card.id === postId ? change(card) : card)) })) };
}

/** Every cached list without `postId`. */
export function withoutCard(data: ListData | undefined, postId: string): ListData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, posts: page.posts.filter((card) => card.id !== postId) })) };
}

export function createPostMutation(queryClient: QueryClient) {
  return {
    mutationKey: endpointKey(E.createPost),
    mutationFn: (body: CreatePostBody) => call(E.createPost, { body }),
    onSuccess: () => invalidateCommunity(queryClient),
  };
}

export function useCreatePost() {
  return useMutation(createPostMutation(useQueryClient()));
}

export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(E.updatePost),
    mutationFn: (body: UpdatePostBody) => call(E.updatePost, { params: { postId }, body }),
    onSuccess: ({ post }) => {
      queryClient.setQueryData<PostScreen>(communityKeys.post(postId), (screen) => screen && { ...screen, post });
      invalidateCommunity(queryClient);
    },
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(E.deletePost),
    mutationFn: async (postId: string): Promise<void> => {
      await call(E.deletePost, { params: { postId } });
    },
    onSuccess: (_nothing, postId) => {
      queryClient.setQueriesData<ListData>({ queryKey: communityKeys.lists }, (data) => withoutCard(data, postId));
      queryClient.removeQueries({ queryKey: communityKeys.post(postId) });
      invalidate(queryClient, communityKeys.lists, communityKeys.queue, communityKeys.reports, dashboardKey);
    },
  });
}

/** A post's replies changed: its screen and the lists' "N replies" read again. */
function invalidatePost(queryClient: QueryClient, postId: string) {
  invalidate(queryClient, communityKeys.post(postId), communityKeys.lists);
}

export function useAddReply(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(E.addReply),
    mutationFn: ({ content, requestId }: { content: string; requestId: string }) => call(E.addReply, { params: { postId }, body: { content, requestId } }),
    onSuccess: ({ reply }) => {
      queryClient.setQueryData<PostScreen>(communityKeys.post(postId), (screen) =>
        screen && !screen.replies.some((r) => r.id === reply.id)
          ? { post: { ...screen.post, replyCount: screen.post.replyCount + 1 }, replies: [...screen.replies, reply] }
          : screen,
      );
      invalidatePost(queryClient, postId);
    },
  });
}

export function useUpdateReply(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(E.updateReply),
    mutationFn: ({ replyId, content }: { replyId: string; content: string }) => call(E.updateReply, { params: { postId, replyId }, body: { content } }),
    onSuccess: ({ reply }) => {
      queryClient.setQueryData<PostScreen>(
        communityKeys.post(postId),
        (screen) => screen && { ...screen, replies: screen.replies.map((r) => (r.id === reply.id ? reply : r)) },
      );
      invalidatePost(queryClient, postId);
    },
  });
}

export function useDeleteReply(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(E.deleteReply),
    mutationFn: async (replyId: string): Promise<void> => {
      await call(E.deleteReply, { params: { postId, replyId } });
    },
    onSuccess: (_nothing, replyId) => {
      queryClient.setQueryData<PostScreen>(
        communityKeys.post(postId),
        (screen) =>
          screen && { post: { ...screen.post, replyCount: Math.max(0, screen.post.replyCount - 1) }, replies: screen.replies.filter((r) => r.id !== replyId) },
      );
      invalidatePost(queryClient, postId);
    },
  });
}

export type Reactions = { reactionCounts: Record<ReactionTypeValue, number>; myReactions: ReactionTypeValue[] };

/** Spec 02 §4: clicking a reaction the viewer has removes it; otherwise it adds it. */
export function toggledReactions(state: Reactions, type: ReactionTypeValue): Reactions {
  const had = state.myReactions.includes(type);
  const count = state.reactionCounts[type] ?? 0;
  return {
    reactionCounts: { ...state.reactionCounts, [type]: Math.max(0, count + (had ? -1 : 1)) },
    myReactions: had ? state.myReactions.filter((t) => t !== type) : [...state.myReactions, type],
  };
}

type ReactionSnapshot = { post: PostScreen | undefined; lists: [QueryKey, ListData | undefined][] };

/** Puts `reactions` on the post's screen and on its card in every cached list. */
function setReactions(queryClient: QueryClient, postId: string, change: (state: Reactions) => Reactions) {
  queryClient.setQueryData<PostScreen>(communityKeys.post(postId), (screen) => screen && { ...screen, post: { ...screen.post, ...change(screen.post) } });
  queryClient.setQueriesData<ListData>({ queryKey: communityKeys.lists }, (data) => withCardChanged(data, postId, (card) => ({ ...card, ...change(card) })));
}

/**
 * A reaction click: the count and the pressed state change at once (spec 02 §4 toggle); the
 * server's answer then sets both; a refusal puts back what was shown before.
 */
export function toggleReactionMutation(queryClient: QueryClient, postId: string) {
  return {
    mutationKey: [...endpointKey(E.toggleReaction), postId],
    mutationFn: (type: ReactionTypeValue) => call(E.toggleReaction, { params: { postId }, body: { type } }),
    onMutate: async (type: ReactionTypeValue): Promise<ReactionSnapshot> => {
      await queryClient.cancelQueries({ queryKey: communityKeys.post(postId) });
      await queryClient.cancelQueries({ queryKey: communityKeys.lists });
      const snapshot: ReactionSnapshot = {
        post: queryClient.getQueryData<PostScreen>(communityKeys.post(postId)),
        lists: queryClient.getQueriesData<ListData>({ queryKey: communityKeys.lists }),
      };
      setReactions(queryClient, postId, (state) => toggledReactions(state, type));
      return snapshot;
    },
    onError: (_error: unknown, _type: ReactionTypeValue, snapshot: ReactionSnapshot | undefined) => {
      if (!snapshot) return;
      queryClient.setQueryData(communityKeys.post(postId), snapshot.post);
      for (const [key, data] of snapshot.lists) queryClient.setQueryData(key, data);
    },
    onSuccess: (answer: Reactions) => {
      setReactions(queryClient, postId, () => ({ reactionCounts: answer.reactionCounts, myReactions: answer.myReactions }));
    },
  };
}

export function useToggleReaction(postId: string) {
  return useMutation(toggleReactionMutation(useQueryClient(), postId));
}

export function useReportPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(E.reportPost),
    mutationFn: (reason: string) => call(E.reportPost, { params: { postId }, body: { reason } }),
    onSuccess: () => invalidate(queryClient, communityKeys.queue, communityKeys.reports),
  });
}

export function useModeratePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(E.moderate),
    mutationFn: ({ postId, ...body }: ModerateBody & { postId: string }) => call(E.moderate, { params: { postId }, body }),
    onSuccess: () => invalidateCommunity(queryClient),
  });
}

export function useDismissReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(E.dismissReport),
    mutationFn: async (reportId: string): Promise<void> => {
      await call(E.dismissReport, { params: { reportId } });
    },
    onSuccess: () => invalidate(queryClient, communityKeys.queue, communityKeys.reports),
  });
}
