/**
 * Roster (spec 2.4): General Roster plus one sub-tab per game profile, each
 * with Players and Staff; the Roster Summary; for managers Add Game, Remove
 * Game, add (invite) and remove people, inline role edits on game rosters,
 * and the team's invitations with their state (docs/decisions/015).
 */
import { useState } from 'react';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import type { GameProfile } from '#shared/contracts/teams-roster.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { AddGameDialog } from './add-game-dialog.tsx';
import { RemoveGameButton } from './remove-game-button.tsx';
import { gameProfileLabel } from '../role-labels.ts';
import { RosterInvitationsList } from './roster-invitations-list.tsx';
import { RosterPlayersList, RosterStaffList } from './roster-list.tsx';
import { RosterSummary } from './roster-summary.tsx';
import { filterStaff, StaffGameFilter } from './staff-game-filter.tsx';

const GENERAL = 'general';

export function RosterTab({ data }: { data: TeamManage }) {
  const [selected, setSelected] = useState(GENERAL);
  const [staffFilter, setStaffFilter] = useState('');
  const teamId = data.team.id;
  // Archived teams refuse changes until restored (decision 010), so their controls are hidden too.
  const canEdit = data.viewer.isManager && !data.team.archivedAt;
  const current = data.gameProfiles.some((profile) => profile.id === selected) ? selected : GENERAL;
  const filterValue = data.gameProfiles.some((profile) => profile.id === staffFilter) ? staffFilter : '';

  return (
    <div className="grid gap-6">
      <RosterSummary data={data} />
      <Tabs value={current} onValueChange={setSelected}>
        <div className="flex min-w-0 flex-wrap items-center justify-between gap-3">
          <TabsList aria-label="Rosters" className="h-auto w-auto max-w-full min-w-0 flex-wrap justify-start">
            <TabsTrigger value={GENERAL} className="h-auto min-h-9 max-w-full flex-none py-1 whitespace-normal">
              General Roster
            </TabsTrigger>
            {data.gameProfiles.map((profile) => (
              <TabsTrigger key={profile.id} value={profile.id} className="h-auto min-h-9 max-w-full flex-none py-1 whitespace-normal">
                {gameProfileLabel(profile)}
              </TabsTrigger>
            ))}
          </TabsList>
          {canEdit ? <AddGameDialog teamId={teamId} gameProfiles={data.gameProfiles} /> : null}
        </div>
        <TabsContent value={GENERAL} className="grid gap-6">
          <RosterPlayersList
            teamId={teamId}
            members={data.members.filter((member) => member.gameProfileId === null)}
            gameProfile={null}
            canEdit={canEdit}
          />
          <RosterStaffList
            teamId={teamId}
            staff={filterStaff(data.staff, filterValue)}
            gameProfile={null}
            canEdit={canEdit}
            filter={
              data.gameProfiles.length > 0 ? (
                <StaffGameFilter gameProfiles={data.gameProfiles} value={filterValue} onChange={setStaffFilter} />
              ) : null
            }
          />
        </TabsContent>
        {data.gameProfiles.map((profile) => (
          <TabsContent key={profile.id} value={profile.id} className="grid gap-6">
            <GameRoster data={data} profile={profile} canEdit={canEdit} onRemoved={() => setSelected(GENERAL)} />
          </TabsContent>
        ))}
      </Tabs>
      {/* Managers only: the server sends invitations to nobody else (docs/decisions/015). */}
      {data.viewer.isManager ? (
        <RosterInvitationsList teamId={teamId} invitations={data.invitations} gameProfiles={data.gameProfiles} canEdit={canEdit} />
      ) : null}
    </div>
  );
}

function GameRoster({ data, profile, canEdit, onRemoved }: { data: TeamManage; profile: GameProfile; canEdit: boolean; onRemoved: () => void }) {
  const teamId = data.team.id;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{gameProfileLabel(profile)}</h3>
        {canEdit ? <RemoveGameButton teamId={teamId} gameProfile={profile} onRemoved={onRemoved} /> : null}
      </div>
      <RosterPlayersList
        teamId={teamId}
        members={data.members.filter((member) => member.gameProfileId === profile.id)}
        gameProfile={profile}
        canEdit={canEdit}
      />
      <RosterStaffList
        teamId={teamId}
        staff={data.staff.filter((member) => member.gameProfileId === profile.id)}
        gameProfile={profile}
        canEdit={canEdit}
      />
    </>
  );
}
