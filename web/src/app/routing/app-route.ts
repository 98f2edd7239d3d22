// What an area's route module declares for each of its pages: the router pattern, the page's
// title (its heading and "<title> — Markk") and its sidebar link if it has one. The router list
// (routes.ts) pairs each with its page, loaded as its own chunk on first visit, and hands the
// declaration to react-router as the route's `handle`, where the page reads its title.
import type { IconProps } from '@cloudscape-design/components/icon';
import type { ComponentType, LazyExoticComponent } from 'react';
import { useMatches } from 'react-router-dom';

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
};

export type NavRoute = AppRoute & { nav: NavLink };

/** A route with the page it shows. */
export type PageRoute = AppRoute & { page: LazyExoticComponent<ComponentType> };

/** Keeps the literal type, so a route declared with `nav` can be listed in the sidebar. */
export function defineRoute<R extends AppRoute>(route: R): R {
  return route;
}

const hasTitle = (handle: unknown): handle is AppRoute => typeof (handle as AppRoute | undefined)?.title === 'string';

/** The title of the page shown, from its route's `handle`. */
export function useRouteTitle(): string {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(hasTitle);
  return handle?.title ?? '';
}
