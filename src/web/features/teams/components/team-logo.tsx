import { useState } from 'react';
import { isAllowedImageUrl } from '#shared/contracts/image-url.ts';
import { cn } from '#web/lib/cn.ts';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.trim().slice(0, 2);
  return letters.toUpperCase() || '?';
}

/**
 * The team's logo, or its initials when it has none, when the image fails to load, or when the URL breaks
 * the image-URL rule (a row saved before the rule existed). Decorative: the name is beside it.
 */
export function TeamLogo({ name, logoUrl, className }: { name: string; logoUrl: string | null; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = cn('size-14 shrink-0 rounded-xl', className);
  if (logoUrl && failedUrl !== logoUrl && isAllowedImageUrl(logoUrl)) {
    return (
      <img
        src={logoUrl}
        alt=""
        loading="lazy"
        onError={() => setFailedUrl(logoUrl)}
        className={cn(box, 'border bg-muted object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'grid place-items-center bg-gradient-to-br from-primary to-highlight text-lg font-bold text-primary-foreground')}
    >
      {initials(name)}
    </span>
  );
}
