/** One open recruiting post in full on the public team page (docs/decisions/071), with the apply action passed in. */
import type { ReactNode } from 'react';
import type { TeamPagePost } from '#shared/contracts/team-page.ts';
import type { AvailabilitySlot } from '#shared/recruiting/game-catalog.ts';
import { summarizeAvailability } from '#shared/recruiting/availability-summary.ts';
import { valueLabel } from '../manage/role-labels.ts';
import { RecruitingPostOffer } from '../manage/showcase/recruiting-post-offer.tsx';

/** "Gold 1 to Ascendant 3", "Gold 1 or higher", "Up to Ascendant 3", or null. */
export function rankText(post: Pick<TeamPagePost, 'minRank' | 'maxRank'>): string | null {
  if (post.minRank && post.maxRank) return `${post.minRank} to ${post.maxRank}`;
  if (post.minRank) return `${post.minRank} or higher`;
  if (post.maxRank) return `Up to ${post.maxRank}`;
  return null;
}

export function TeamPagePostCard({ post, action }: { post: TeamPagePost; action: ReactNode }) {
  const times = summarizeAvailability(post.availability as AvailabilitySlot[]);
  const rank = rankText(post);
  const headingId = `post-${post.id}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h3 id={headingId} className="text-lg leading-tight font-semibold break-words">
        {post.title}
      </h3>
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {post.game ? (
          <>
            <dt className="text-muted-foreground">Game</dt>
            <dd>{post.game}</dd>
          </>
        ) : null}
        {rank ? (
          <>
            <dt className="text-muted-foreground">Rank</dt>
            <dd>{rank}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Commitment</dt>
        <dd>{valueLabel(post.commitmentLevel)}</dd>
        {times ? (
          <>
            <dt className="text-muted-foreground">Plays</dt>
            <dd>
              {times}
              {post.timeZone ? ` (${post.timeZone.replaceAll('_', ' ')})` : ''}
            </dd>
          </>
        ) : null}
      </dl>
      <RecruitingPostOffer post={post} />
      {post.description ? <p className="text-sm break-words whitespace-pre-line">{post.description}</p> : null}
      <div className="flex flex-wrap items-center gap-2 border-t pt-3">{action}</div>
    </article>
  );
}
