// What an area's route module declares for each of its pages: the router pattern, the
// page's title (its heading and "<title> — Markk"), its sidebar link if it has one, and the
// page itself, loaded as its own chunk on first visit.
import type { IconProps } from '@cloudscape-design/components/icon';
import type { ComponentType, LazyExoticComponent } from 'react';

export type NavLink = {
  text: string;
  icon: IconProps.Name;
  /** Spec 01: only owners see Share. */
  ownerOnly?: boolean;
};

export type AppRoute = {
  path: string;
  title: string;
  nav?: NavLink;
  page: LazyExoticComponent<ComponentType>;
};

export type NavRoute = AppRoute & { nav: NavLink };

/** Keeps the literal type, so a route declared with `nav` can be listed in the sidebar. */
export function defineRoute<R extends AppRoute>(route: R): R {
  return route;
}
