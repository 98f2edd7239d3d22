// Below 768 px the sidebar is a slide-in panel 18rem wide over a dimmed page (spec 9), not
// a full-screen sheet: Escape or a tap outside closes it, and focus returns where it was.
import { colorBackgroundBackdrop, colorBackgroundContainerContent } from '@cloudscape-design/design-tokens';
import { useEffect, useRef, type ReactNode } from 'react';

const PANEL_LABEL = 'Main navigation';
const BACKDROP_STYLE = { background: colorBackgroundBackdrop } as const;
const PANEL_STYLE = { background: colorBackgroundContainerContent } as const;

export function MobileNavPanel({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="markk-mobile-nav">
      <div className="markk-mobile-nav__backdrop" style={BACKDROP_STYLE} onClick={onClose} aria-hidden="true" />
      <div
        className="markk-mobile-nav__panel"
        style={PANEL_STYLE}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={PANEL_LABEL}
        data-testid="mobile-nav"
      >
        {children}
      </div>
    </div>
  );
}
