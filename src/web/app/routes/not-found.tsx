import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

export const NOT_FOUND_TITLE = 'Oops! Page not found';

export function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="bg-gradient-to-r from-primary to-highlight bg-clip-text text-7xl font-black text-transparent">404</p>
      <h1 className="text-2xl font-bold">{NOT_FOUND_TITLE}</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to={paths.home.getHref()}>Return to Home</Link>
      </Button>
    </section>
  );
}
