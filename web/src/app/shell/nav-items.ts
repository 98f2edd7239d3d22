// The sidebar's links (spec 2 "Application shell"), from the route modules, in order; Share only for owners.
import type { IconProps } from '@cloudscape-design/components/icon';
import { SIDEBAR_ROUTES } from '../routing/routes.ts';

export type NavItem = { text: string; href: string; icon: IconProps.Name };

export function navItemsFor(role: string | null | undefined): NavItem[] {
  return SIDEBAR_ROUTES.filter((route) => !route.nav.ownerOnly || role === 'owner').map((route) => ({
    text: route.nav.text,
    href: route.path,
    icon: route.nav.icon,
  }));
}

/** The sidebar link to highlight: the longest link that is the path or a parent of it; "/" only matches itself. */
export function activeNavHref(pathname: string, items: readonly NavItem[]): string | undefined {
  let best: NavItem | undefined;
  for (const item of items) {
    const matches = item.href === '/' ? pathname === '/' : pathname === item.href || pathname.startsWith(`${item.href}/`);
    if (matches && (!best || item.href.length > best.href.length)) best = item;
  }
  return best?.href;
}
