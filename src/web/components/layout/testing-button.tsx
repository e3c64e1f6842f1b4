import FlaskConical from 'lucide-react/icons/flask-conical';
import { Link } from 'react-router';
import type { NavLink } from './nav/header-nav.ts';

/**
 * The small red button at bottom left (spec section 2.2); rendered only when flag testing_dashboard is on.
 * It sits at the end of the page, above the footer, instead of floating: a floating button covers the
 * controls it passes over, which on a phone are every form's first column (issue 26, layout check).
 */
export function TestingButton({ link }: { link: NavLink | null }) {
  if (!link) return null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pb-4">
      <Link
        to={link.href}
        aria-label={link.label}
        title={link.label}
        className="grid size-11 place-items-center rounded-full bg-red-600 text-white shadow-lg outline-none transition-transform hover:scale-105 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <FlaskConical aria-hidden="true" className="size-5" />
      </Link>
    </div>
  );
}
