/** Recruiting posts (spec 2.4): cards; managers create, edit and delete. */
import type { TeamManage } from '#shared/contracts/teams.ts';
import type { ReactNode } from 'react';
import { RecruitingPostCard } from './recruiting-post-card.tsx';
import { RecruitingPostFormDialog } from './recruiting-post-form-dialog.tsx';

/** `applications`: the managers' list of applications (matchmaking's, composed by the route: docs/decisions/047). */
export function RecruitingTab({ data, applications }: { data: TeamManage; applications?: ReactNode }) {
  const canEdit = data.viewer.isManager && !data.team.archivedAt;
  return (
    <section aria-labelledby="recruiting-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recruiting-heading" className="text-xl font-bold">
          Recruiting Posts
        </h2>
        {canEdit ? <RecruitingPostFormDialog teamId={data.team.id} /> : null}
      </div>
      {data.recruitingPosts.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">No recruiting posts yet</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {data.recruitingPosts.map((post) => (
            <li key={post.id}>
              <RecruitingPostCard teamId={data.team.id} post={post} canEdit={canEdit} />
            </li>
          ))}
        </ul>
      )}
      {data.viewer.isManager ? applications : null}
    </section>
  );
}
