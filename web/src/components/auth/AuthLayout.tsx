// The signed-out page frame: a centred panel with a big heading and a line under it.
// Shared by the sign-in screen and the viral invite sign-up page.
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

export function AuthLayout({ heading, subtitle, children }: { heading: string; subtitle: string; children: ReactNode }) {
  return (
    <main className="markk-auth">
      <div className="markk-auth__panel">
        <SpaceBetween size="l">
          <div className="markk-auth__brand">
            <Box variant="h1" fontSize="display-l" fontWeight="bold" textAlign="center">
              {heading}
            </Box>
            <Box variant="p" color="text-body-secondary" textAlign="center">
              {subtitle}
            </Box>
          </div>
          {children}
        </SpaceBetween>
      </div>
    </main>
  );
}
