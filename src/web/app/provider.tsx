/** Everything the app runs inside: data client, session, theme, toasts. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '#web/lib/auth/auth-provider.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AccountThemeProvider } from './account-theme-provider.tsx';
import { AppToaster } from './app-toaster.tsx';

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <AccountThemeProvider>
          {children}
          <AppToaster />
        </AccountThemeProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
