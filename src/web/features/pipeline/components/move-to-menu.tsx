/** "Move to": the plain alternative to dragging, on every card and list row. */
import ArrowRightLeft from 'lucide-react/icons/arrow-right-left';
import { Button } from '#web/components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '#web/components/ui/dropdown-menu.tsx';
import { PIPELINE_STAGE_LABELS, PIPELINE_STAGES, type PipelineStage } from '#shared/recruiting/recruiting-values.ts';

export function MoveToMenu({ name, stage, onMove }: { name: string; stage: PipelineStage; onMove: (stage: PipelineStage) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Icon only: a board column is narrow, and the player's name needs the room (the label and tooltip say what it does). */}
        <Button variant="ghost" size="sm" data-refocus="menu" className="size-8 px-0" aria-label={`Move ${name} to another stage`} title="Move to another stage">
          <ArrowRightLeft aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Move {name} to</DropdownMenuLabel>
        {PIPELINE_STAGES.filter((target) => target !== stage).map((target) => (
          <DropdownMenuItem key={target} onSelect={() => onMove(target)}>
            {PIPELINE_STAGE_LABELS[target]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
