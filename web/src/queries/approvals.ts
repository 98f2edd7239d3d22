// Approval links: the owner's requests (with each decision), sending posts for approval, and the
// client's page (no account: the link's token is the key) with a decision per post.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalEndpoints, type ClientApprovalView, type CreateApprovalBody, type DecideBody } from '#contracts/approvals';
import { call } from '../lib/api-client.ts';
import { endpointKey, invalidate, queryKeyOf } from './keys.ts';

export const approvalsKey = endpointKey(approvalEndpoints.list);
const clientApprovalKey = (token: string) => queryKeyOf(approvalEndpoints.getPublic, { params: { token } });

export function useApprovals() {
  // Read again whenever a post's detail opens: the client may have decided, or the post changed, since.
  return useQuery({ queryKey: approvalsKey, queryFn: ({ signal }) => call(approvalEndpoints.list, {}, { signal }), refetchOnMount: 'always' });
}

export function useCreateApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(approvalEndpoints.create),
    mutationFn: (body: CreateApprovalBody) => call(approvalEndpoints.create, { body }),
    onSettled: () => invalidate(queryClient, approvalsKey),
  });
}

/** Closes a link: the client can no longer open it or decide. */
export function useRevokeApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endpointKey(approvalEndpoints.revoke),
    mutationFn: (approvalId: string) => call(approvalEndpoints.revoke, { params: { approvalId } }),
    onSettled: () => invalidate(queryClient, approvalsKey),
  });
}

export function useClientApproval(token: string) {
  return useQuery({
    queryKey: clientApprovalKey(token),
    queryFn: ({ signal }) => call(approvalEndpoints.getPublic, { params: { token } }, { signal }),
    // 404 and 410 are answers, not hiccups: the page says so at once.
    retry: false,
  });
}

/** One decision: the post comes back as saved and replaces its card. */
export function useDecide(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: clientApprovalKey(token),
    mutationFn: (body: DecideBody) => call(approvalEndpoints.decide, { params: { token }, body }),
    onSuccess: ({ post }) =>
      queryClient.setQueryData<ClientApprovalView>(clientApprovalKey(token), (view) =>
        view ? { ...view, posts: view.posts.map((p) => (p.postId === post.postId ? post : p)) } : view,
      ),
  });
}
