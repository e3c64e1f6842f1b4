import { describe, expect, it } from 'vitest';
import type { PlayerCard } from '#shared/contracts/player-card.ts';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH, type ImageNode } from '../../images/share-image-tree.ts';
import { playerCardImageTree } from './player-card-image-tree.ts';

function textsOf(node: ImageNode): string[] {
  const { children } = node.props;
  if (typeof children === 'string') return [children];
  return (children ?? []).flatMap(textsOf);
}

const FULL: PlayerCard = {
  slug: 'ada',
  displayName: 'Ada Lovelace',
  gradYear: 2027,
  state: 'TX',
  limited: false,
  games: [
    { titleSlug: 'valorant', titleName: 'Valorant', rank: 'Diamond 2', primaryRole: 'Duelist' },
    { titleSlug: 'overwatch', titleName: 'Overwatch', rank: null, primaryRole: null },
  ],
  team: { name: 'Lakeside Hawks' },
  highlight: { title: 'Clutch ace', url: 'https://youtu.be/x' },
  imagePath: '/api/players/ada/card.png',
};

describe('playerCardImageTree', () => {
  it('is 1200x630 and draws the card data', () => {
    const tree = playerCardImageTree(FULL, 'https://recruit.example.com/player/ada');
    expect(tree.props.style).toMatchObject({ width: CARD_IMAGE_WIDTH, height: CARD_IMAGE_HEIGHT });
    expect(CARD_IMAGE_WIDTH).toBe(1200);
    expect(CARD_IMAGE_HEIGHT).toBe(630);
    expect(textsOf(tree)).toEqual([
      'ESPORTS RECRUITING',
      'Ada Lovelace',
      'Class of 2027 · Texas',
      'Valorant',
      'Diamond 2 · Duelist',
      'Overwatch',
      'Unranked',
      'Team: Lakeside Hawks',
      'Highlight: Clutch ace',
      'https://recruit.example.com/player/ada',
    ]);
  });

  it("draws a limited (minor's public) card from name, class year and state only", () => {
    const limited: PlayerCard = { ...FULL, displayName: 'Milo', limited: true, games: [], team: null, highlight: null };
    expect(textsOf(playerCardImageTree(limited, 'https://x.test/player/milo'))).toEqual([
      'ESPORTS RECRUITING',
      'Milo',
      'Class of 2027 · Texas',
      'https://x.test/player/milo',
    ]);
  });
});
