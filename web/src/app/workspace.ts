// The workspace this tab acts in (issue 29), read from the address: the default workspace keeps
// the plain addresses, any other lives under /w/{workspaceId}/, so two tabs can hold two
// clients. The router takes /w/{workspaceId} as its basename, so every in-app link and
// navigate() stays inside it; api-client names it in each call's x-markk-workspace header.
// Switching workspaces loads the app again at the other address (nothing cached crosses over).

const WORKSPACE_PREFIX = /^\/w\/([A-Za-z0-9_-]+)(?=\/|$)/;

/** The workspace id a pathname names, or null for the default workspace's plain addresses. */
export function workspaceIdIn(pathname: string): string | null {
  return WORKSPACE_PREFIX.exec(pathname)?.[1] ?? null;
}

/** The workspace this page acts in: null for the caller's default workspace. */
export function currentWorkspaceId(): string | null {
  return typeof window === 'undefined' ? null : workspaceIdIn(window.location.pathname);
}

/** The router's basename for a workspace: none for the default one. */
export function workspaceBasename(workspaceId: string | null): string | undefined {
  return workspaceId ? `/w/${workspaceId}` : undefined;
}

/** Where a workspace's app starts: / for the default workspace, /w/{id}/ for another. */
export function workspaceHome(workspaceId: string | null): string {
  return workspaceId ? `/w/${encodeURIComponent(workspaceId)}/` : '/';
}

/** A new workspace's first page: its onboarding wizard. */
export function workspaceOnboarding(workspaceId: string): string {
  return `/w/${encodeURIComponent(workspaceId)}/onboarding`;
}

/** Loads the app again in another workspace (a full navigation: the query cache and the router start afresh). */
export function switchWorkspace(to: string): void {
  window.location.assign(to);
}

/**
 * The href of an in-app path as the browser needs it (opened in a new tab, copied): inside a
 * workspace other than the default, under /w/{id}. Clicks still go through the router with the
 * plain path (useFollow takes the prefix off again). Other addresses pass unchanged.
 */
export function appHref(path: string): string {
  const workspaceId = currentWorkspaceId();
  if (!workspaceId || !path.startsWith('/') || path.startsWith('//') || workspaceIdIn(path) === workspaceId) return path;
  return `/w/${workspaceId}${path}`;
}

/** An href made by appHref, back to the path the router knows (its basename is the workspace). */
export function routerPath(href: string): string {
  const workspaceId = currentWorkspaceId();
  if (!workspaceId || workspaceIdIn(href) !== workspaceId) return href;
  return href.slice(`/w/${workspaceId}`.length) || '/';
}

/** The workspace a network's sign-in started from, for this tab (the network returns to one plain address). */
const SIGN_IN_RETURN_KEY = 'markk.signInWorkspace';

/** Before leaving for a network's sign-in screens: remembers this tab's workspace (none: the default). */
export function rememberWorkspaceForReturn(): void {
  const workspaceId = currentWorkspaceId();
  if (workspaceId) sessionStorage.setItem(SIGN_IN_RETURN_KEY, workspaceId);
  else sessionStorage.removeItem(SIGN_IN_RETURN_KEY);
}

/**
 * Where a network's return to a plain address belongs: the same address inside the workspace
 * the sign-in started from (so completing it acts there), or null when it is where it belongs.
 * The mark is cleared once the return is inside its workspace.
 */
export function workspaceReturnAddress(location: { pathname: string; search: string }): string | null {
  const remembered = sessionStorage.getItem(SIGN_IN_RETURN_KEY);
  if (currentWorkspaceId()) {
    sessionStorage.removeItem(SIGN_IN_RETURN_KEY);
    return null;
  }
  return remembered ? `/w/${remembered}${location.pathname}${location.search}` : null;
}
