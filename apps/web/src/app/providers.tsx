import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../lib/auth-session';
import { CurrencyProvider } from '../lib/currency';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

export { TOAST_AUTO_CLOSE_MS } from '../lib/toasts';

/**
 * Notifications and the modals manager are mounted later, once the page is idle
 * (app/shell/overlays/deferred-providers.tsx), to keep them out of the first paint.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" forceColorScheme="dark" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <CurrencyProvider>{children}</CurrencyProvider>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
