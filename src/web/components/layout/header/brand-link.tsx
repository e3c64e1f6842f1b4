import { Link } from 'react-router';
import { LogoMark, Wordmark } from '#web/components/brand/logo-mark.tsx';
import { paths } from '#web/config/paths.ts';

export const BRAND_NAME = 'Esports Recruiting';

export function BrandLink() {
  return (
    <Link
      to={paths.home.getHref()}
      aria-label={BRAND_NAME}
      className="flex items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <LogoMark />
      {/* From lg to xl the bar needs the room: the mark alone (the link keeps its name). */}
      <Wordmark className="hidden text-lg sm:inline lg:hidden xl:inline" />
    </Link>
  );
}
