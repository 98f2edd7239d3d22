// Content item types and the default titles Approve & Publish gives them (spec §4).
import * as z from 'zod';

export const ContentItemType = z.enum(['post', 'email', 'blog']);
export type ContentItemType = z.infer<typeof ContentItemType>;

export const DEFAULT_TITLES: Record<ContentItemType, string> = {
  post: 'Social Post',
  email: 'Newsletter',
  blog: 'Blog Post',
};
