// The sidebar's links (spec 2 "Application shell"), in order; Share only for owners.
import type { IconProps } from '@cloudscape-design/components/icon';

export type NavItem = { text: string; href: string; icon: IconProps.Name };

const BASE_ITEMS: readonly NavItem[] = [
  { text: 'Dashboard', href: '/', icon: 'grid-view' },
  { text: 'AI Assistant', href: '/assistant', icon: 'gen-ai' },
  { text: 'Community', href: '/community', icon: 'group' },
  { text: 'Team', href: '/team', icon: 'user-profile' },
  { text: 'Resources', href: '/resources', icon: 'folder' },
  { text: 'Projects', href: '/projects', icon: 'list-view' },
  // Not in the spec's sidebar: the drafts onboarding's Approve & Publish saves.
  { text: 'Content', href: '/content', icon: 'file' },
  { text: 'Settings', href: '/settings', icon: 'settings' },
];

const SHARE_ITEM: NavItem = { text: 'Share', href: '/share', icon: 'share' };

export function navItemsFor(role: string | null | undefined): NavItem[] {
  return role === 'owner' ? [...BASE_ITEMS, SHARE_ITEM] : [...BASE_ITEMS];
}

/** The sidebar link to highlight: the longest link that is the path or a parent of it; "/" only matches itself. */
export function activeNavHref(pathname: string, items: readonly NavItem[]): string | undefined {
  let best: NavItem | undefined;
  for (const item of items) {
    const matches =
      item.href === '/' ? pathname === '/' : pathname === item.href || pathname.startsWith(`${item.href}/`);
    if (matches && (!best || item.href.length > best.href.length)) best = item;
  }
  return best?.href;
}
