/**
 * "Add a program": a search by college or game name (2 characters or
 * more), each result with an Add button. Used by the college board (which
 * then asks for the group) and the player's pipeline.
 */
import { useId, useState, type ReactNode } from 'react';
import type { ProgramRef } from '#shared/contracts/player-recruiting.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useProgramSearch } from '../api/search-programs.ts';
import { programFullName, programTitle } from './program-label.ts';

export interface AddProgramDialogProps {
  /** Programs already there: shown as added. */
  existing: ReadonlySet<string>;
  onAdd: (program: ProgramRef) => Promise<unknown>;
  description: string;
  /** Extra controls above the search (the board's group choice). */
  children?: ReactNode;
}

export function AddProgramDialog({ existing, onAdd, description, children }: AddProgramDialogProps) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const search = useProgramSearch(q);
  const programs = search.data?.programs ?? [];

  async function add(program: ProgramRef) {
    setError(null);
    try {
      await onAdd(program);
      setOpen(false);
      setQ('');
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Could not add the program. Try again.');
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Add a program</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a program</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          {children}
          <div className="grid gap-2">
            <Label htmlFor={inputId}>College or game</Label>
            <Input id={inputId} type="search" value={q} onChange={(event) => setQ(event.target.value)} placeholder="Type at least 2 characters" autoComplete="off" />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          {search.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {search.error.message}
            </p>
          ) : null}
          {q.trim().length >= 2 && search.isSuccess && programs.length === 0 ? <p className="text-sm text-muted-foreground">No programs match.</p> : null}
          {programs.length > 0 ? (
            <ul aria-label="Programs found" className="grid max-h-72 gap-2 overflow-y-auto">
              {programs.map((program) => (
                <li key={program.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2">
                  <span className="min-w-0">
                    <span className="block font-medium break-words">{program.collegeName}</span>
                    <span className="block text-sm text-muted-foreground">{programTitle(program)}</span>
                  </span>
                  {existing.has(program.id) ? (
                    <span className="text-sm text-muted-foreground">Added</span>
                  ) : (
                    <Button size="sm" aria-label={`Add ${programFullName(program)}`} onClick={() => void add(program)}>
                      Add
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
