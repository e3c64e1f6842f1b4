import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import type { NavLink } from './nav/header-nav.ts';

/** The small floating red button at bottom left (spec section 2.2); rendered only when flag testing_dashboard is on. */
export function TestingButton({ link }: { link: NavLink | null }) {
  if (!link) return null;
  return (
    <Link
      to={link.href}
      aria-label={link.label}
      title={link.label}
      className="fixed bottom-4 left-4 z-40 grid size-11 place-items-center rounded-full bg-red-600 text-white shadow-lg outline-none transition-transform hover:scale-105 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <FlaskConical aria-hidden="true" className="size-5" />
    </Link>
  );
}
