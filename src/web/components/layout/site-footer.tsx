import { Fragment, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { openPrivacySettings } from '#web/lib/consent/privacy-consent.ts';
import { PRIVACY_TEXTS } from '#web/lib/consent/privacy-texts.ts';
import { BRAND_NAME } from './header/brand-link.tsx';
import { withoutLinkSecrets } from '#shared/link-secrets.ts';
import { isAdminOrDeveloper } from '#shared/access/access-rules.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';

export const BUILD_VERSION = typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'dev';

export const FOOTER_TAGLINE = 'Where esports players get found and teams get organised.';

const FOOTER_LINKS = [
  { label: 'Features', href: paths.features.getHref() },
  { label: 'Contact', href: paths.contact.getHref() },
  { label: 'Privacy', href: paths.privacy.getHref() },
  { label: 'Terms', href: paths.terms.getHref() },
];

/** Browser and OS names from the user agent, for the diagnostic line. */
export function describeUserAgent(userAgent: string): { browser: string; os: string } {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'Unknown browser';
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : 'Unknown OS';
  return { browser, os };
}

/**
 * The diagnostic line, for platform staff only (admins and developers, from the session the client already
 * has; docs/decisions/070): a visitor or member sees no path, clock or build. Each part stays whole; the path,
 * the one long part, is cut with an ellipsis (its whole text in the title) rather than broken mid-word.
 */
function DiagnosticLine() {
  const location = useLocation();
  const now = useClock();
  const { browser, os } = describeUserAgent(navigator.userAgent);
  // For support screenshots: an application link's token stays out of them (decision 044, session 25).
  const path = withoutLinkSecrets(location.pathname);
  const parts = [now.toLocaleString(), browser, os, `build ${BUILD_VERSION}`];
  return (
    <p className="flex flex-wrap gap-x-2 font-mono text-xs" data-testid="diagnostic-line">
      <span className="inline-block max-w-full truncate" title={path}>
        {path}
      </span>
      {parts.map((part) => (
        // The space between parts is in the copied text; the flex gap draws it.
        <Fragment key={part}>
          {' '}
          <span className="whitespace-nowrap">· {part}</span>
        </Fragment>
      ))}
    </p>
  );
}

function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function SiteFooter() {
  const { roles } = useAuth();
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <span className="font-semibold text-foreground">{BRAND_NAME}</span>: {FOOTER_TAGLINE}
          </p>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {FOOTER_LINKS.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring">
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                {/* Reopens the privacy choices at any time (docs/decisions/044). */}
                <button
                  type="button"
                  onClick={openPrivacySettings}
                  className="rounded-sm underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {PRIVACY_TEXTS.footerLink}
                </button>
              </li>
            </ul>
          </nav>
        </div>
        {isAdminOrDeveloper(roles) ? <DiagnosticLine /> : null}
      </div>
    </footer>
  );
}
