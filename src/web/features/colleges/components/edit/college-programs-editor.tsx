/**
 * The edit page's Programs tab (spec 6): every viewer who may view programs
 * sees them; one who may manage programs also adds, changes (in a dialog)
 * and deletes them, and switches recruiting on or off in place. Changes and
 * deletes are saved optimistically and rolled back with a toast when the
 * server refuses.
 */
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { COLLEGE_EDIT_TEXTS, type CollegeEdit, type ProgramEdit, type ProgramFields } from '#shared/contracts/college-edit.ts';
import { PROGRAM_LEVEL_LABELS } from '#shared/recruiting/program-levels.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { toast } from '#web/lib/toast.ts';
import { useCreateCollegeProgram, useDeleteCollegeProgram, useUpdateCollegeProgram } from '../../api/college-edit.ts';
import { ProgramFormDialog } from './program-form-dialog.tsx';
import { NEW_PROGRAM_VALUES, programFormValues } from './program-form-values.ts';
import { ProgramSummary } from './program-summary.tsx';
import { EmptyState } from '#web/components/query-state.tsx';

const programName = (program: Pick<ProgramEdit, 'titleName' | 'level'>) => `${program.titleName} ${PROGRAM_LEVEL_LABELS[program.level]}`;
const errorText = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** The program as the page shows it while a change is saved. */
function optimisticProgram(program: ProgramEdit, fields: Partial<ProgramFields>, data: CollegeEdit): ProgramEdit {
  const next = { ...program, ...fields } as ProgramEdit & Partial<ProgramFields>;
  const title = data.titles.find((candidate) => candidate.slug === next.titleSlug);
  const teamId = 'teamId' in fields ? fields.teamId : program.team?.id;
  const team = teamId ? (data.teams.find((candidate) => candidate.id === teamId) ?? program.team) : null;
  const { teamId: _teamId, ...rest } = next;
  return { ...rest, titleName: title?.name ?? program.titleName, team };
}

function ProgramCard({ slug, program, data }: { slug: string; program: ProgramEdit; data: CollegeEdit }) {
  const canManage = data.permissions.manage;
  const update = useUpdateCollegeProgram(slug);
  const remove = useDeleteCollegeProgram(slug);
  const [editing, setEditing] = useState(false);
  const name = programName(program);
  const recruitingId = `recruiting-${program.id}`;
  const teams = program.team && !data.teams.some((team) => team.id === program.team?.id) ? [...data.teams, program.team] : data.teams;

  const setRecruiting = (isRecruiting: boolean) =>
    update.mutate(
      { programId: program.id, patch: { isRecruiting }, optimistic: { ...program, isRecruiting } },
      { onError: (error) => toast.error(COLLEGE_EDIT_TEXTS.saveFailed, { description: errorText(error) }) },
    );

  return (
    <li>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <CardTitle className="text-lg">{name}</CardTitle>
          {canManage ? (
            <div className="flex flex-wrap items-center gap-2">
              <div className="flex items-center gap-2">
                <Switch id={recruitingId} checked={program.isRecruiting} onCheckedChange={setRecruiting} />
                <Label htmlFor={recruitingId}>Recruiting</Label>
              </div>
              <Button variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${name}`}>
                <Pencil aria-hidden="true" /> Edit
              </Button>
              <ConfirmDeleteButton
                title={`Delete the ${name} program?`}
                description="Its roles needed, ranks, scholarship range and tryout notes are deleted too. Its linked team stays."
                confirmLabel="Delete program"
                isPending={remove.isPending}
                triggerLabel={`Delete ${name}`}
                onConfirm={async () => {
                  try {
                    await remove.mutateAsync(program.id);
                  } catch (error) {
                    toast.error('Could not delete the program', { description: errorText(error) });
                    return false;
                  }
                  toast.success(COLLEGE_EDIT_TEXTS.programDeleted);
                  return true;
                }}
              />
            </div>
          ) : (
            <span className="text-sm text-muted-foreground">{program.isRecruiting ? 'Recruiting' : 'Not recruiting now'}</span>
          )}
        </CardHeader>
        <CardContent>
          <ProgramSummary program={program} titles={data.titles} />
        </CardContent>
      </Card>
      {canManage ? (
        <ProgramFormDialog
          open={editing}
          onOpenChange={setEditing}
          title={`Edit ${name}`}
          description="Changes show on the college page as soon as they are saved."
          submitLabel="Save Program"
          defaultValues={programFormValues(program)}
          titles={data.titles}
          teams={teams}
          onSubmit={async (fields) => {
            try {
              await update.mutateAsync({ programId: program.id, patch: fields, optimistic: optimisticProgram(program, fields, data) });
            } catch (error) {
              toast.error(COLLEGE_EDIT_TEXTS.saveFailed, { description: errorText(error) });
              throw error;
            }
            toast.success(COLLEGE_EDIT_TEXTS.programSaved);
          }}
        />
      ) : null}
    </li>
  );
}

/**
 * `programId`: only that program, without "Add program" (the recruiting
 * hub's Needs tab, issue 13.3); otherwise every program of the college.
 */
export function CollegeProgramsEditor({ slug, data, programId }: { slug: string; data: CollegeEdit; programId?: string }) {
  const create = useCreateCollegeProgram(slug);
  const [adding, setAdding] = useState(false);
  const programs = (data.programs ?? []).filter((program) => programId === undefined || program.id === programId);
  const canAdd = data.permissions.manage && programId === undefined;
  return (
    <div className="grid gap-4">
      {canAdd ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">One program per game and level.</p>
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> Add program
          </Button>
        </div>
      ) : data.permissions.manage ? null : (
        <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground">{COLLEGE_EDIT_TEXTS.readOnlyPrograms}</p>
      )}
      {programs.length === 0 ? (
        <EmptyState>No programs yet.</EmptyState>
      ) : (
        <ul aria-label="Programs" className="grid gap-4">
          {programs.map((program) => (
            <ProgramCard key={program.id} slug={slug} program={program} data={data} />
          ))}
        </ul>
      )}
      {canAdd ? (
        <ProgramFormDialog
          open={adding}
          onOpenChange={setAdding}
          title="Add program"
          description="A game and level the college fields a team in, and what it recruits for."
          submitLabel="Add Program"
          defaultValues={NEW_PROGRAM_VALUES}
          titles={data.titles}
          teams={data.teams}
          onSubmit={async (fields) => {
            try {
              await create.mutateAsync(fields);
            } catch (error) {
              toast.error(COLLEGE_EDIT_TEXTS.saveFailed, { description: errorText(error) });
              throw error;
            }
            toast.success(COLLEGE_EDIT_TEXTS.programAdded);
          }}
        />
      ) : null}
    </div>
  );
}
