// The application: toasts above the router so they survive sign-in and sign-out screens.
import { RouterProvider } from 'react-router-dom';
import { router } from './routing/router.tsx';
import { ToastProvider } from './toast/ToastProvider.tsx';

export function App() {
  return (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
}
