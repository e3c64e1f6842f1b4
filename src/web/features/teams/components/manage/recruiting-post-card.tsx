import { BadgeDollarSign } from 'lucide-react';
import type { RecruitingPost } from '#shared/contracts/teams.ts';
import { DeleteTeamItemButton } from './delete-team-item-button.tsx';
import { RecruitingPostFormDialog, type RecruitingPostChoices } from './recruiting-post-form-dialog.tsx';
import { valueLabel } from './role-labels.ts';
import { Pill } from './status-badge.tsx';

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
      {post.positionsNeeded.length > 0 ? (
        <ul aria-label="Positions" className="flex flex-wrap gap-2">
          {post.positionsNeeded.map((position, index) => (
            <li key={`${position}-${index}`}>
              <Pill tone="primary">{position}</Pill>
            </li>
          ))}
        </ul>
      ) : null}
      {post.isPaid ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-medium">
          <BadgeDollarSign aria-hidden="true" className="size-4 text-success" />
          Paid{post.salaryRange ? ` · ${post.salaryRange}` : ''}
        </p>
      ) : null}
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
