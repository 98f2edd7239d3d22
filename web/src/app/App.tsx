// The application: one QueryClient for every read, toasts above the router so they survive
// sign-in and sign-out screens.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../queries/query-client.ts';
import { router } from './routing/router.tsx';
import { ToastProvider } from './toast/ToastProvider.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
