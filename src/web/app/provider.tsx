/** Everything the app runs inside: data client, session, theme, toasts. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AuthProvider } from '#web/lib/auth/auth-provider.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AccountThemeProvider } from './account-theme-provider.tsx';
import { isToasterRequested, subscribeToToasterRequest } from '#web/lib/toast.ts';

const AppToaster = lazy(async () => ({ default: (await import('./app-toaster.tsx')).AppToaster }));

/** Mounts the Toaster once the first toast asks for it (see lib/toast.ts). */
function ToasterHost() {
  const isRequested = useSyncExternalStore(subscribeToToasterRequest, isToasterRequested, () => false);
  return isRequested ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <AccountThemeProvider>
          {children}
          <ToasterHost />
        </AccountThemeProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
