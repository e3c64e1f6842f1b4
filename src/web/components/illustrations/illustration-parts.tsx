/**
 * The shapes every illustration is built from (docs/brand.md, "Illustration"): the mark's rank-up chevrons and
 * four-point star, rounded tiles and a soft backdrop, coloured only with the theme's tokens (Tailwind's `fill-*`
 * and `stroke-*` classes over the CSS variables), so one drawing works in the light and the dark theme.
 */
import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** The outer <svg>: decorative, never focusable, scaled by its className. */
export function IllustrationFrame({ viewBox, className, children }: { viewBox: string; className?: string; children: ReactNode }) {
  return (
    <svg viewBox={viewBox} aria-hidden="true" focusable="false" className={cn('shrink-0', className)} data-illustration="">
      {children}
    </svg>
  );
}

/** A soft violet-to-teal wash behind a drawing (the mark's gradient at low opacity). */
export function Backdrop({ x, y, width, height, rx }: { x: number; y: number; width: number; height: number; rx: number }) {
  const id = `${useId()}-wash`;
  return (
    <>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--primary)', stopOpacity: 0.2 }} />
          <stop offset="1" style={{ stopColor: 'var(--highlight)', stopOpacity: 0.14 }} />
        </linearGradient>
      </defs>
      <rect x={x} y={y} width={width} height={height} rx={rx} fill={`url(#${id})`} />
    </>
  );
}

/** One rank-up chevron, its tip at (x, y), `size` wide. */
export function Chevron({ x, y, size, className, strokeWidth = 3 }: { x: number; y: number; size: number; className?: string; strokeWidth?: number }) {
  const half = size / 2;
  return (
    <path
      d={`M${x - half} ${y + half} ${x} ${y} ${x + half} ${y + half}`}
      fill="none"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('stroke-primary', className)}
    />
  );
}

/** The mark's pair: the upper chevron in the primary colour, the lower one in the highlight. */
export function RankUp({ x, y, size, strokeWidth }: { x: number; y: number; size: number; strokeWidth?: number }) {
  return (
    <>
      <Chevron x={x} y={y + size * 0.45} size={size} strokeWidth={strokeWidth} className="stroke-highlight" />
      <Chevron x={x} y={y} size={size} strokeWidth={strokeWidth} />
    </>
  );
}

/** The mark's four-point star, centred on (cx, cy), `r` from centre to tip. */
export function Sparkle({ cx, cy, r, className }: { cx: number; cy: number; r: number; className?: string }) {
  const k = r * 0.32;
  return (
    <path
      d={`M${cx} ${cy - r} L${cx + k} ${cy - k} L${cx + r} ${cy} L${cx + k} ${cy + k} L${cx} ${cy + r} L${cx - k} ${cy + k} L${cx - r} ${cy} L${cx - k} ${cy - k}Z`}
      className={cn('fill-highlight', className)}
    />
  );
}

/** A card-like tile on the surface colour, with an optional dashed outline for "nothing here yet". */
export function Tile({ x, y, width, height, dashed, className }: { x: number; y: number; width: number; height: number; dashed?: boolean; className?: string }) {
  return (
    <rect
      x={x}
      y={y}
      width={width}
      height={height}
      rx={Math.min(10, height / 4)}
      strokeWidth={1.5}
      strokeDasharray={dashed ? '5 4' : undefined}
      className={cn('fill-card stroke-border', dashed && 'stroke-muted-foreground/50', className)}
    />
  );
}

/** A line of "text" inside a tile: a rounded bar in the muted colour. */
export function TextBar({ x, y, width, className }: { x: number; y: number; width: number; className?: string }) {
  return <rect x={x} y={y} width={width} height={6} rx={3} className={cn('fill-muted-foreground/25', className)} />;
}
