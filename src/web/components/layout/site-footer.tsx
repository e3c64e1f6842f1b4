import { BRAND_NAME } from './brand-link.tsx';

const BUILD_VERSION = typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'dev';

export function SiteFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <p>{BRAND_NAME}: where esports players get found and teams get organised.</p>
        <p className="text-xs">Build {BUILD_VERSION}</p>
      </div>
    </footer>
  );
}
