/**
 * The share image's layout (1200x630) as the element tree satori renders,
 * built only from the card data (so a limited card makes a limited image).
 * Plain objects instead of JSX: the server has no React runtime.
 */
import { playerCardFacts, playerCardGameLine, type PlayerCard } from '#shared/contracts/player-card.ts';

export const CARD_IMAGE_WIDTH = 1200;
export const CARD_IMAGE_HEIGHT = 630;

export interface ImageNode {
  type: 'div';
  props: { style: Record<string, string | number>; children?: string | ImageNode[] };
}

// The dark theme's background, text and primary colours (src/web/styles.css), in sRGB.
export const COLORS = { background: '#15131f', panel: '#221f33', text: '#f4f3f8', muted: '#a9a6bc', primary: '#9d6bff' } as const;

export function box(style: ImageNode['props']['style'], children?: string | ImageNode[]): ImageNode {
  return { type: 'div', props: { style: { display: 'flex', ...style }, children } };
}

/** One line that ends in an ellipsis rather than wrapping or overflowing. */
export function line(text: string, style: ImageNode['props']['style']): ImageNode {
  return box({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', ...style }, text);
}

function gamePanel(game: PlayerCard['games'][number]): ImageNode {
  return box(
    { flexDirection: 'column', flex: 1, minWidth: 0, padding: '20px 28px', borderRadius: 20, backgroundColor: COLORS.panel, gap: 4 },
    [line(game.titleName, { fontSize: 26, color: COLORS.muted }), line(playerCardGameLine(game), { fontSize: 34, fontWeight: 700 })],
  );
}

export function playerCardImageTree(card: PlayerCard, profileUrl: string): ImageNode {
  const facts = playerCardFacts(card);
  const body: ImageNode[] = [
    line('ESPORTS RECRUITING', { fontSize: 26, fontWeight: 700, letterSpacing: 4, color: COLORS.primary }),
    line(card.displayName, { fontSize: 76, fontWeight: 700, marginTop: 16 }),
  ];
  if (facts) body.push(line(facts, { fontSize: 36, color: COLORS.muted }));
  if (card.games.length > 0) body.push(box({ gap: 24, marginTop: 32 }, card.games.map(gamePanel)));
  const extras = [card.team ? `Team: ${card.team.name}` : null, card.highlight ? `Highlight: ${card.highlight.title}` : null].filter(
    (text): text is string => text !== null,
  );
  if (extras.length > 0) {
    body.push(box({ flexDirection: 'column', marginTop: 24, gap: 4 }, extras.map((text) => line(text, { fontSize: 28 }))));
  }
  return box(
    {
      width: CARD_IMAGE_WIDTH,
      height: CARD_IMAGE_HEIGHT,
      // Padding inside the 1200x630, as in CSS with border-box (satori's default is content-box).
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '44px 72px',
      backgroundColor: COLORS.background,
      borderTop: `12px solid ${COLORS.primary}`,
      color: COLORS.text,
      fontFamily: 'Inter',
    },
    [box({ flexDirection: 'column' }, body), line(profileUrl, { fontSize: 26, color: COLORS.muted })],
  );
}
