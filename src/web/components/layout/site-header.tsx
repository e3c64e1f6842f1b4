import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { BrandLink } from './brand-link.tsx';
import { UserMenu } from './user-menu.tsx';

/** Sticky header: brand, then sign-in buttons or the avatar menu. */
export function SiteHeader() {
  const { isSignedIn, isLoading } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <BrandLink />
        <nav aria-label="Account" className="flex items-center gap-2">
          {isLoading ? null : isSignedIn ? (
            <UserMenu />
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.auth.root.getHref('sign-in')}>Sign In</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.auth.root.getHref('get-started')}>Get Started</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
