// The application: one QueryClient for every read, toasts above the router so they survive
// sign-in and sign-out screens, and Cloudscape's English strings for every built-in control
// (search clear, pagination arrows, alert dismiss…), so none is a button without a name.
import I18nProvider from '@cloudscape-design/components/i18n';
import englishMessages from '@cloudscape-design/components/i18n/messages/all.en';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../queries/query-client.ts';
import { router } from './routing/router.tsx';
import { ToastProvider } from './toast/ToastProvider.tsx';

const MESSAGES = [englishMessages];

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nProvider locale="en" messages={MESSAGES}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
