import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { Link } from 'react-router';
import { chooseBanner, readDismissedBanners, storeDismissedBanners, type Banner } from './banner-choice.ts';

function BannerLink({ banner }: { banner: Banner }) {
  if (!banner.linkUrl || !banner.linkText) return null;
  const className = 'font-semibold underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-current rounded-sm';
  return banner.linkUrl.startsWith('/') ? (
    <Link to={banner.linkUrl} className={className} style={{ color: banner.textColor }}>
      {banner.linkText}
    </Link>
  ) : (
    <a href={banner.linkUrl} className={className} style={{ color: banner.textColor }} rel="noopener noreferrer">
      {banner.linkText}
    </a>
  );
}

/** The one banner under the header: the highest-priority undismissed candidate; dismissals persist in localStorage. */
export function SiteBanner({ candidates }: { candidates: readonly Banner[] }) {
  const [dismissed, setDismissed] = useState(readDismissedBanners);
  const banner = chooseBanner(candidates, dismissed);
  if (!banner) return null;

  function dismiss(id: string) {
    const next = new Set(readDismissedBanners());
    next.add(id);
    storeDismissedBanners(next);
    setDismissed(next);
  }

  return (
    <div
      role="region"
      aria-label="Announcement"
      className="border-b"
      style={{ backgroundColor: banner.backgroundColor, color: banner.textColor }}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm">
        <p className="flex-1">
          {banner.message} <BannerLink banner={banner} />
        </p>
        {banner.dismissible ? (
          <button
            type="button"
            onClick={() => dismiss(banner.id)}
            aria-label="Dismiss announcement"
            className="rounded-md p-1 outline-none hover:bg-black/10 focus-visible:ring-2 focus-visible:ring-current"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
