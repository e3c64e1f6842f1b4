/**
 * The landing hero's drawing: three profile tiles climbing like a ladder of ranks, the rank-up chevrons rising
 * beside them and the star picking out the top one: a player moving up and being found (docs/brand.md).
 */
import { Backdrop, IllustrationFrame, RankUp, Sparkle, TextBar, Tile } from './illustration-parts.tsx';

export function HeroIllustration({ className }: { className?: string }) {
  return (
    <IllustrationFrame viewBox="0 0 480 200" className={className}>
      <Backdrop x={20} y={16} width={440} height={176} rx={28} />
      {/* The ladder: each tile a step higher, the last one picked out. */}
      <Tile x={56} y={118} width={112} height={54} />
      <circle cx={78} cy={138} r={9} className="fill-muted-foreground/25" />
      <TextBar x={94} y={132} width={56} />
      <TextBar x={94} y={146} width={38} />
      <Tile x={184} y={86} width={112} height={54} />
      <circle cx={206} cy={106} r={9} className="fill-highlight/40" />
      <TextBar x={222} y={100} width={56} />
      <TextBar x={222} y={114} width={44} />
      <Tile x={312} y={48} width={120} height={60} className="stroke-primary" />
      <circle cx={336} cy={70} r={10} className="fill-primary/45" />
      <TextBar x={354} y={63} width={60} className="fill-primary/35" />
      <TextBar x={354} y={77} width={46} />
      <rect x={324} y={90} width={44} height={10} rx={5} className="fill-highlight/30" />
      <Sparkle cx={430} cy={44} r={13} />
      <Sparkle cx={300} cy={40} r={6} className="fill-primary/60" />
      <RankUp x={112} y={60} size={40} strokeWidth={6} />
      <Sparkle cx={60} cy={54} r={7} className="fill-primary/50" />
    </IllustrationFrame>
  );
}
