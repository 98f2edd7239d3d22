// The signed-in shell's toasts, for AppLayout's `notifications` slot: while mounted it is the
// one place toasts appear, and their links ("Upgrade") navigate inside the app.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToastHosts } from './toast-context.ts';
import { ToastFlashbar } from './ToastFlashbar.tsx';

export function ShellToasts() {
  const { queue, addHost } = useToastHosts();
  const navigate = useNavigate();
  useEffect(() => addHost(), [addHost]);
  return (
    <div data-testid="toasts">
      <ToastFlashbar queue={queue} navigate={(href) => void navigate(href)} />
    </div>
  );
}
