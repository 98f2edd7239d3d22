// Sidebar state: remembered for 7 days on wide screens, a closed-by-default slide-in panel below 768 px,
// toggled by Ctrl+B / Cmd+B.
import { useCallback, useEffect, useRef, useState } from 'react';
import { MOBILE_MAX_WIDTH_PX, isSidebarShortcut, readSidebarOpen, writeSidebarOpen, type KeyValueStorage } from './sidebar-state.ts';
import { useMediaQuery } from './use-media-query.ts';

function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled by the browser: the sidebar works, it is just not remembered
  }
}

export type Sidebar = {
  open: boolean;
  isMobile: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** On narrow screens the panel covers the content, so following a link closes it. */
  closeIfMobile: () => void;
  /** The layout's own open/close events (its collapse button, and its closing on a resize). */
  onLayoutChange: (open: boolean) => void;
};

/**
 * The layout closes its navigation by itself when it measures too little room for it; right
 * after a resize (a phone turned, a window maximised) it can measure the old width against
 * the new breakpoint. Such a close is not the user's choice, so it is neither applied nor
 * remembered within this long after a resize.
 */
export const RESIZE_SETTLE_MS = 1000;

const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

export function useSidebar(): Sidebar {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [desktopOpen, setDesktopOpen] = useState<boolean>(() => {
    const storage = browserStorage();
    return (storage && readSidebarOpen(storage, Date.now())) ?? true;
  });
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => {
    setMobileOpen(false);
  }, [isMobile]);

  // Which panel a change is for is read from the screen as it is now, not from the last render:
  // when a window narrows, the layout closes its navigation before this hook has re-rendered
  // as a phone, and that close must not collapse (and remember collapsing) the wide sidebar.
  const setOpen = useCallback((open: boolean) => {
    if (window.matchMedia(MOBILE_QUERY).matches) {
      setMobileOpen(open);
      return;
    }
    setDesktopOpen(open);
    const storage = browserStorage();
    if (storage) writeSidebarOpen(storage, open, Date.now());
  }, []);

  const open = isMobile ? mobileOpen : desktopOpen;
  const openRef = useRef(open);
  openRef.current = open;
  const toggle = useCallback(() => setOpen(!openRef.current), [setOpen]);
  const closeIfMobile = useCallback(() => {
    if (isMobile) setMobileOpen(false);
  }, [isMobile]);

  const lastResizeAt = useRef(-Infinity);
  useEffect(() => {
    const onResize = () => {
      lastResizeAt.current = performance.now();
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const onLayoutChange = useCallback(
    (next: boolean) => {
      const settling = performance.now() - lastResizeAt.current < RESIZE_SETTLE_MS;
      if (!next && settling && !window.matchMedia(MOBILE_QUERY).matches) return;
      setOpen(next);
    },
    [setOpen],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { open, isMobile, setOpen, toggle, closeIfMobile, onLayoutChange };
}
