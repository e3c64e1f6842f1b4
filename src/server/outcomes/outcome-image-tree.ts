/**
 * The share image of a confirmed, public commitment (docs/decisions/041),
 * 1200x630, in the player card image's style (decision 022) and from the
 * success page's data only: a minor's display name, class year and state,
 * never more.
 */
import { OUTCOME_STATUS_LABELS, outcomePlayerFacts, type OutcomeSuccess } from '#shared/contracts/outcomes.ts';
import { box, COLORS, line, shareImageFrame, type ImageNode } from '#server/images/share-image-tree.ts';

export function outcomeImageTree(success: OutcomeSuccess, pageUrl: string): ImageNode {
  const facts = outcomePlayerFacts(success.player);
  const body: ImageNode[] = [
    line('ESPORTS RECRUITING', { fontSize: 26, fontWeight: 700, letterSpacing: 4, color: COLORS.primary }),
    line(success.player.displayName, { fontSize: 72, fontWeight: 700, marginTop: 16 }),
  ];
  if (facts) body.push(line(facts, { fontSize: 34, color: COLORS.muted }));
  body.push(
    box({ flexDirection: 'column', marginTop: 32, padding: '24px 32px', borderRadius: 20, backgroundColor: COLORS.panel, gap: 6 }, [
      line(OUTCOME_STATUS_LABELS[success.status], { fontSize: 30, color: COLORS.primary, fontWeight: 700 }),
      line(success.college.name, { fontSize: 48, fontWeight: 700 }),
      line([success.titleName, `Confirmed by ${success.college.name}`].filter(Boolean).join(' · '), { fontSize: 26, color: COLORS.muted }),
    ]),
  );
  return shareImageFrame(body, pageUrl);
}
