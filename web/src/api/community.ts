// The community area over its contracts (spec 02 §7 Community): who the viewer is, a page of a
// channel's posts (or a search), one post with its replies, writing and editing posts and
// replies, reactions, reports, and the moderators' queue.
import { communityEndpoints } from '#contracts/community';
import type { EndpointInput, EndpointResponse } from '#contracts/endpoint';
import { call } from './client.ts';

type E = typeof communityEndpoints;
export type ListPostsQuery = EndpointInput<E['listPosts']>['query'];
export type PostsPage = EndpointResponse<E['listPosts']>;
export type PostScreen = EndpointResponse<E['getPost']>;
export type CreatePostBody = EndpointInput<E['createPost']>['body'];
export type UpdatePostBody = EndpointInput<E['updatePost']>['body'];
export type ModerateBody = EndpointInput<E['moderate']>['body'];
export type ReactionState = EndpointResponse<E['toggleReaction']>;
export type ModerationQueue = EndpointResponse<E['queue']>;

export function getCommunityViewer(signal?: AbortSignal) {
  return call(communityEndpoints.viewer, {}, { signal });
}

export function listPosts(query: ListPostsQuery, signal?: AbortSignal): Promise<PostsPage> {
  return call(communityEndpoints.listPosts, { query }, { signal });
}

export function getPost(postId: string, signal?: AbortSignal): Promise<PostScreen> {
  return call(communityEndpoints.getPost, { params: { postId } }, { signal });
}

export function createPost(body: CreatePostBody) {
  return call(communityEndpoints.createPost, { body });
}

export function updatePost(postId: string, body: UpdatePostBody) {
  return call(communityEndpoints.updatePost, { params: { postId }, body });
}

export async function deletePost(postId: string): Promise<void> {
  await call(communityEndpoints.deletePost, { params: { postId } });
}

export function addReply(postId: string, content: string, requestId: string) {
  return call(communityEndpoints.addReply, { params: { postId }, body: { content, requestId } });
}

export function updateReply(postId: string, replyId: string, content: string) {
  return call(communityEndpoints.updateReply, { params: { postId, replyId }, body: { content } });
}

export async function deleteReply(postId: string, replyId: string): Promise<void> {
  await call(communityEndpoints.deleteReply, { params: { postId, replyId } });
}

export function toggleReaction(postId: string, type: EndpointInput<E['toggleReaction']>['body']['type']): Promise<ReactionState> {
  return call(communityEndpoints.toggleReaction, { params: { postId }, body: { type } });
}

export function reportPost(postId: string, reason: string) {
  return call(communityEndpoints.reportPost, { params: { postId }, body: { reason } });
}

export function getModerationQueue(signal?: AbortSignal): Promise<ModerationQueue> {
  return call(communityEndpoints.queue, { query: {} }, { signal });
}

export function moderatePost(postId: string, body: ModerateBody) {
  return call(communityEndpoints.moderate, { params: { postId }, body });
}

export async function dismissReport(reportId: string): Promise<void> {
  await call(communityEndpoints.dismissReport, { params: { reportId } });
}
