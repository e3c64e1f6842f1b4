import { useAuth } from '#web/lib/auth/auth-context.ts';
import { usePublishedContentPages } from '#web/lib/content/get-published-content-pages.ts';
import { buildHeaderNav, type HeaderNav } from './header-nav.ts';

/** The header's menus for the current user; the Learn pages fill in when they arrive. */
export function useHeaderNav(): HeaderNav & { isLearnLoading: boolean; isLearnError: boolean } {
  const { isSignedIn, roles, flags, teams } = useAuth();
  const learnPages = usePublishedContentPages();
  const nav = buildHeaderNav({
    isSignedIn,
    roles,
    flags,
    teams,
    learnPages: learnPages.data?.pages ?? [],
    learnTotal: learnPages.data?.total ?? 0,
  });
  return { ...nav, isLearnLoading: learnPages.isPending, isLearnError: learnPages.isError };
}
