import { useCallback, type ReactNode } from 'react';
import { toast } from '#web/lib/toast.ts';
import type { Theme } from '#shared/value-sets.ts';
import { useUpdateAccount } from '#web/features/account/api/update-account.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { ThemeProvider } from '#web/lib/theme/theme-provider.tsx';

const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** The theme provider wired to the session: the profile's preference, saved with PATCH /api/account. */
export function AccountThemeProvider({ children }: { children: ReactNode }) {
  const { isSignedIn, profile } = useAuth();
  const updateAccount = useUpdateAccount();
  const { mutateAsync } = updateAccount;
  const persist = useCallback(
    async (theme: Theme) => {
      try {
        await mutateAsync({ themePreference: theme });
        toast.success('Theme saved', { description: `Theme set to ${THEME_LABELS[theme]}.` });
      } catch (error) {
        toast.error('Could not save your theme', {
          description: error instanceof Error ? error.message : undefined,
        });
        throw error;
      }
    },
    [mutateAsync],
  );
  return (
    <ThemeProvider isSignedIn={isSignedIn} profilePreference={profile?.themePreference ?? null} onPersist={persist}>
      {children}
    </ThemeProvider>
  );
}
