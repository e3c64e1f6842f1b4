/**
 * The player card's share image (1200x630) as the element tree satori renders,
 * built only from the card data (so a limited card makes a limited image).
 */
import { playerCardFacts, playerCardGameLine, type PlayerCard } from '#shared/contracts/player-card.ts';
import { box, COLORS, line, shareImageFrame, type ImageNode } from '#server/images/share-image-tree.ts';

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
  return shareImageFrame(body, profileUrl);
}
