/** Recruiting posts (spec 2.4): cards; managers create, edit and delete. */
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import type { ReactNode } from 'react';
import { RecruitingPostCard } from './recruiting-post-card.tsx';
import { RecruitingPostFormDialog, type RankLadderSource } from './recruiting-post-form-dialog.tsx';
import { EmptyState } from '#web/components/query-state.tsx';

/**
 * `applications`: the managers' list of applications (matchmaking's, composed by the route: docs/decisions/047).
 * `ladders`: the rank ladders the post form's rank range lists (the profiles feature's, loaded by the route).
 */
export function RecruitingTab({ data, applications, ladders }: { data: TeamManage; applications?: ReactNode; ladders?: RankLadderSource }) {
  const canEdit = data.viewer.isManager && !data.team.archivedAt;
  const choices = { games: data.gameProfiles, ladders };
  return (
    <section aria-labelledby="recruiting-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recruiting-heading" className="text-xl font-bold">
          Recruiting Posts
        </h2>
        {canEdit ? <RecruitingPostFormDialog teamId={data.team.id} choices={choices} /> : null}
      </div>
      {data.recruitingPosts.length === 0 ? (
        <EmptyState>No recruiting posts yet</EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {data.recruitingPosts.map((post) => (
            <li key={post.id}>
              <RecruitingPostCard teamId={data.team.id} post={post} canEdit={canEdit} choices={choices} />
            </li>
          ))}
        </ul>
      )}
      {data.viewer.isManager ? applications : null}
    </section>
  );
}
