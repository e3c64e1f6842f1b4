import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';

export const BRAND_NAME = 'Esports Recruiting';

export function BrandLink() {
  return (
    <Link
      to={paths.home.getHref()}
      className="flex items-center gap-2 rounded-md font-extrabold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-lg bg-gradient-to-br from-primary to-highlight text-sm font-black text-primary-foreground"
      >
        ER
      </span>
      <span className="sr-only text-lg whitespace-nowrap sm:not-sr-only">
        Esports <span className="text-primary">Recruiting</span>
      </span>
    </Link>
  );
}
