/**
 * "Nothing here yet" drawings for the shared EmptyState (src/web/components/query-state.tsx): a search that found
 * nothing, a list still empty, no messages, no teams. Same shapes and tokens as the rest (illustration-parts.tsx).
 */
import { Backdrop, Chevron, IllustrationFrame, RankUp, Sparkle, TextBar, Tile } from './illustration-parts.tsx';

const SIZE = 'h-24 w-36';

/** A search with no results: a magnifier over an empty, dashed tile. */
export function EmptySearchIllustration({ className = SIZE }: { className?: string }) {
  return (
    <IllustrationFrame viewBox="0 0 144 96" className={className}>
      <Backdrop x={8} y={6} width={128} height={84} rx={20} />
      <Tile x={22} y={22} width={72} height={52} dashed />
      <TextBar x={32} y={34} width={40} />
      <TextBar x={32} y={48} width={28} />
      <circle cx={92} cy={52} r={17} strokeWidth={5} className="fill-card stroke-primary" />
      <path d="M104 64 118 78" strokeWidth={7} strokeLinecap="round" className="stroke-primary" />
      <path d="M86 50h12" strokeWidth={3} strokeLinecap="round" className="stroke-highlight" />
      <Sparkle cx={120} cy={24} r={7} />
    </IllustrationFrame>
  );
}

/** An empty list: dashed rows waiting for their first entry, a chevron pointing up where it goes. */
export function EmptyListIllustration({ className = SIZE }: { className?: string }) {
  return (
    <IllustrationFrame viewBox="0 0 144 96" className={className}>
      <Backdrop x={8} y={6} width={128} height={84} rx={20} />
      <Tile x={30} y={18} width={84} height={18} />
      <circle cx={41} cy={27} r={4} className="fill-primary/50" />
      <TextBar x={50} y={24} width={46} />
      <Tile x={30} y={42} width={84} height={18} dashed />
      <Tile x={30} y={66} width={84} height={18} dashed />
      <Chevron x={72} y={48} size={16} strokeWidth={3} className="stroke-highlight" />
      <Sparkle cx={122} cy={18} r={6} />
    </IllustrationFrame>
  );
}

/** No messages: two speech tiles, the reply still dashed. */
export function EmptyInboxIllustration({ className = SIZE }: { className?: string }) {
  return (
    <IllustrationFrame viewBox="0 0 144 96" className={className}>
      <Backdrop x={8} y={6} width={128} height={84} rx={20} />
      <path d="M24 22h62a8 8 0 0 1 8 8v18a8 8 0 0 1-8 8H42l-10 9v-9h-8a8 8 0 0 1-8-8V30a8 8 0 0 1 8-8Z" strokeWidth={1.5} className="fill-card stroke-border" />
      <TextBar x={28} y={32} width={50} />
      <TextBar x={28} y={44} width={34} />
      <path
        d="M62 50h52a8 8 0 0 1 8 8v14a8 8 0 0 1-8 8h-4v8l-9-8H62a8 8 0 0 1-8-8V58a8 8 0 0 1 8-8Z"
        strokeWidth={1.5}
        strokeDasharray="5 4"
        className="fill-card stroke-muted-foreground/50"
      />
      <circle cx={76} cy={65} r={3} className="fill-primary/60" />
      <circle cx={88} cy={65} r={3} className="fill-primary/45" />
      <circle cx={100} cy={65} r={3} className="fill-primary/30" />
      <Sparkle cx={120} cy={22} r={7} />
    </IllustrationFrame>
  );
}

/** No teams: three crest tiles, the middle one waiting, with the rank-up chevrons on it. */
export function EmptyTeamsIllustration({ className = SIZE }: { className?: string }) {
  const crest = (x: number) => `M${x} 30h28v22c0 10-7 17-14 20-7-3-14-10-14-20Z`;
  return (
    <IllustrationFrame viewBox="0 0 144 96" className={className}>
      <Backdrop x={8} y={6} width={128} height={84} rx={20} />
      <path d={crest(22)} strokeWidth={1.5} className="fill-card stroke-border" />
      <path d={crest(94)} strokeWidth={1.5} className="fill-card stroke-border" />
      <path d={crest(56)} transform="translate(-2 -10) scale(1.06)" strokeWidth={1.5} strokeDasharray="5 4" className="fill-card stroke-primary/70" />
      <RankUp x={72} y={36} size={14} strokeWidth={3} />
      <circle cx={36} cy={46} r={5} className="fill-muted-foreground/25" />
      <circle cx={108} cy={46} r={5} className="fill-muted-foreground/25" />
      <Sparkle cx={118} cy={18} r={6} />
    </IllustrationFrame>
  );
}

export const EMPTY_ILLUSTRATIONS = {
  search: EmptySearchIllustration,
  list: EmptyListIllustration,
  inbox: EmptyInboxIllustration,
  teams: EmptyTeamsIllustration,
} as const;
export type EmptyIllustrationKind = keyof typeof EMPTY_ILLUSTRATIONS;
