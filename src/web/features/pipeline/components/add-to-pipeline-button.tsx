/**
 * "Add to pipeline" (docs/decisions/036), for a player's profile and the
 * recruiter search results: one button when the viewer can view one
 * program, a menu of their programs when several. Adding twice is harmless
 * (the server answers with the existing entry). The pages pass the
 * programs (GET /api/me/college-programs) through the router composition.
 * Light on purpose: no drag-and-drop code comes with it.
 */
import ChevronDown from 'lucide-react/icons/chevron-down';
import SquareKanban from 'lucide-react/icons/square-kanban';
import { useNavigate } from 'react-router';
import { collegeProgramLabel, type MyCollegeProgram } from '#shared/contracts/my-college-programs.ts';
import type { PipelineSource } from '#shared/recruiting/recruiting-values.ts';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '#web/components/ui/dropdown-menu.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { useAddPipelineEntry } from '../api/pipeline-mutations.ts';

export const ADD_TO_PIPELINE_TEXTS = {
  added: (name: string, program: string) => `${name} was added to the ${program} pipeline`,
  existing: (name: string, program: string) => `${name} is already in the ${program} pipeline`,
  failed: 'Could not add the player to the pipeline',
  open: 'Open the pipeline',
} as const;

export interface AddToPipelineButtonProps {
  playerUserId: string;
  playerName: string;
  programs: readonly MyCollegeProgram[];
  source: PipelineSource;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

export function AddToPipelineButton({ playerUserId, playerName, programs, source, size = 'sm', variant = 'outline' }: AddToPipelineButtonProps) {
  const add = useAddPipelineEntry();
  const navigate = useNavigate();
  if (programs.length === 0) return null;
  const addTo = (program: MyCollegeProgram) => {
    const label = collegeProgramLabel(program);
    add.mutate(
      { programId: program.id, body: { playerUserId, source } },
      {
        onSuccess: ({ isExisting }) => {
          const message = isExisting ? ADD_TO_PIPELINE_TEXTS.existing(playerName, label) : ADD_TO_PIPELINE_TEXTS.added(playerName, label);
          toast.success(message, { action: { label: ADD_TO_PIPELINE_TEXTS.open, onClick: () => void navigate(paths.pipeline.getHref(program.id)) } });
        },
        onError: (error) => toast.error(ADD_TO_PIPELINE_TEXTS.failed, { description: error.message }),
      },
    );
  };
  if (programs.length === 1) {
    const [only] = programs as [MyCollegeProgram];
    return (
      <Button size={size} variant={variant} disabled={add.isPending} onClick={() => addTo(only)} aria-label={`Add ${playerName} to the ${collegeProgramLabel(only)} pipeline`}>
        <SquareKanban aria-hidden="true" /> Add to pipeline
      </Button>
    );
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size={size} variant={variant} disabled={add.isPending} aria-label={`Add ${playerName} to a pipeline`}>
          <SquareKanban aria-hidden="true" /> Add to pipeline <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Add {playerName} to</DropdownMenuLabel>
        {programs.map((program) => (
          <DropdownMenuItem key={program.id} onSelect={() => addTo(program)}>
            {collegeProgramLabel(program)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
