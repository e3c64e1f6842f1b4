import type { RecruitingPost } from '#shared/contracts/teams-showcase.ts';
import { DeleteTeamItemButton } from '../delete-team-item-button.tsx';
import { RecruitingPostFormDialog, type RecruitingPostChoices } from './recruiting-post-form-dialog.tsx';
import { valueLabel } from '../role-labels.ts';
import { Pill } from '../status-badge.tsx';
import { RecruitingPostOffer } from './recruiting-post-offer.tsx';

/** "Platinum 1 to Immortal 1", "Platinum 1 or higher", "Up to Immortal 1"; null without a range or before the ladders load. */
function rankRangeText(post: RecruitingPost, choices: RecruitingPostChoices, gameSlug: string | undefined): string | null {
  if (post.minTierOrdinal === null && post.maxTierOrdinal === null) return null;
  const tiers = choices.ladders?.titles?.find((ladder) => ladder.slug === gameSlug)?.tiers;
  const nameOf = (ordinal: number | null) => (ordinal === null ? null : (tiers?.find((tier) => tier.ordinal === ordinal)?.name ?? null));
  const [low, high] = [nameOf(post.minTierOrdinal), nameOf(post.maxTierOrdinal)];
  if (low && high) return `${low} to ${high}`;
  if (low && post.maxTierOrdinal === null) return `${low} or higher`;
  if (high && post.minTierOrdinal === null) return `Up to ${high}`;
  return null;
}

/**
 * What matchmaking reads from the post (docs/decisions/047): the game, the rank range and the weekly times.
 * Nothing when the post sets none of them.
 */
function MatchmakingSummary({ post, choices }: { post: RecruitingPost; choices: RecruitingPostChoices }) {
  const game = choices.games.find((profile) => profile.title.id === post.esportsTitleId)?.title;
  const rank = rankRangeText(post, choices, game?.slug);
  const blocks = post.availability.length;
  const times = blocks > 0 ? `${blocks} weekly time ${blocks === 1 ? 'block' : 'blocks'}${post.timeZone ? ` (${post.timeZone.replaceAll('_', ' ')})` : ''}` : null;
  const parts = [game ? `Game: ${game.name}` : null, rank ? `Rank: ${rank}` : null, times ? `Plays: ${times}` : null].filter(Boolean);
  if (parts.length === 0) return null;
  return <p className="text-sm text-muted-foreground">{parts.join(' · ')}</p>;
}

/** One recruiting post (spec 2.4): title, Active or Inactive, commitment, positions, the salary range when paid. */
export function RecruitingPostCard({
  teamId,
  post,
  canEdit,
  choices,
}: {
  teamId: string;
  post: RecruitingPost;
  canEdit: boolean;
  choices: RecruitingPostChoices;
}) {
  return (
    <article aria-label={post.title} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold">{post.title}</h3>
        {post.isActive ? <Pill tone="success">Active</Pill> : <Pill tone="muted">Inactive</Pill>}
      </div>
      <p className="text-sm">
        <span className="text-muted-foreground">Commitment:</span> {valueLabel(post.commitmentLevel)}
      </p>
      <MatchmakingSummary post={post} choices={choices} />
      <RecruitingPostOffer post={post} />
      {post.description ? <p className="text-sm whitespace-pre-line text-muted-foreground">{post.description}</p> : null}
      {canEdit ? (
        <div className="flex flex-wrap gap-2 border-t pt-3">
          <RecruitingPostFormDialog teamId={teamId} post={post} choices={choices} />
          <DeleteTeamItemButton teamId={teamId} kind="recruiting-posts" id={post.id} name={post.title} />
        </div>
      ) : null}
    </article>
  );
}
