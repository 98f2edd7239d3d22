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
};

export function useSidebar(): Sidebar {
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
  const [desktopOpen, setDesktopOpen] = useState<boolean>(() => {
    const storage = browserStorage();
    return (storage && readSidebarOpen(storage, Date.now())) ?? true;
  });
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => {
    setMobileOpen(false);
  }, [isMobile]);

  const setOpen = useCallback(
    (open: boolean) => {
      if (isMobile) {
        setMobileOpen(open);
        return;
      }
      setDesktopOpen(open);
      const storage = browserStorage();
      if (storage) writeSidebarOpen(storage, open, Date.now());
    },
    [isMobile],
  );

  const open = isMobile ? mobileOpen : desktopOpen;
  const openRef = useRef(open);
  openRef.current = open;
  const toggle = useCallback(() => setOpen(!openRef.current), [setOpen]);
  const closeIfMobile = useCallback(() => {
    if (isMobile) setMobileOpen(false);
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { open, isMobile, setOpen, toggle, closeIfMobile };
}
