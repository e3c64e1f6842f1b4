/**
 * A Gold team's brand (docs/decisions/052): the banner image, if any, above
 * a band in the brand colours. `name` is written on the band in the
 * theme's text colour (the colours were checked against it in both
 * themes); it repeats the heading beside it, so it is hidden from screen
 * readers. Nothing for teams without a brand: the default look.
 */
import { useState } from 'react';
import { isAllowedImageUrl } from '#shared/contracts/image-url.ts';
import type { TeamBrand } from '#shared/contracts/team-brand.ts';
import { cn } from '#web/lib/cn.ts';

export function brandBackground(brand: Pick<TeamBrand, 'primaryColor' | 'accentColor'>): string | undefined {
  const { primaryColor, accentColor } = brand;
  if (primaryColor && accentColor) return `linear-gradient(90deg, ${primaryColor}, ${accentColor})`;
  return primaryColor ?? accentColor ?? undefined;
}

export function TeamBrandBand({ brand, name, compact = false }: { brand: TeamBrand | null | undefined; name?: string; compact?: boolean }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!brand) return null;
  const background = brandBackground(brand);
  const banner = brand.bannerUrl && brand.bannerUrl !== failedUrl && isAllowedImageUrl(brand.bannerUrl) ? brand.bannerUrl : null;
  if (!background && !banner) return null;
  return (
    <div data-testid="team-brand" className={cn('overflow-hidden rounded-xl border', compact && 'rounded-b-none border-0')}>
      {banner ? (
        <img
          src={banner}
          alt=""
          loading="lazy"
          onError={() => setFailedUrl(banner)}
          className={cn('w-full object-cover', compact ? 'h-16' : 'h-28 sm:h-36')}
        />
      ) : null}
      {background ? (
        <div style={{ background }} className={cn(compact ? 'h-2' : 'px-4 py-3')}>
          {!compact && name ? (
            <p aria-hidden="true" className="text-xl font-bold text-foreground">
              {name}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
