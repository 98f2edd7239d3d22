// Content item types and their default titles: the drafts Approve & Publish makes (spec §4),
// and the documents "Create Doc from Output" makes from an expert's reply in the chat.
import * as z from 'zod';

export const ContentItemType = z.enum(['post', 'email', 'blog', 'doc']);
export type ContentItemType = z.infer<typeof ContentItemType>;

export const DEFAULT_TITLES: Record<ContentItemType, string> = {
  post: 'Social Post',
  email: 'Newsletter',
  blog: 'Blog Post',
  doc: 'Document',
};
