import { useId } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * The mark (docs/brand.md): two rank-up chevrons and a star on the violet-to-teal
 * tile. The same drawing as public/favicon.svg, whose PNGs and share image
 * scripts/brand/render-brand-assets.ts renders. Decorative: the wordmark or
 * the link around it carries the name.
 */
export function LogoMark({ className }: { className?: string }) {
  const gradient = `${useId()}-rank-up`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6d28d9" />
          <stop offset="1" stopColor="#0e7490" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <path d="M9 23 16 16 23 23" fill="none" stroke="#67e8f9" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M9 16.5 16 9.5 23 16.5" fill="none" stroke="#fff" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M25 4.2 26 6.6 28.4 7.6 26 8.6 25 11 24 8.6 21.6 7.6 24 6.6Z" fill="#fde68a" />
    </svg>
  );
}

/** "Esports Recruiting" in the display face, the second word in the primary colour. */
export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={cn('font-display font-bold tracking-tight whitespace-nowrap', className)}>
      Esports <span className="text-primary">Recruiting</span>
    </span>
  );
}
