/** Add Game (managers, spec 2.6): a Game select and a Play Level select, both required. */
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import { useEffect, useState, type FormEvent } from 'react';
import type { GameProfile } from '#shared/contracts/teams-roster.ts';
import { PLAY_LEVELS, type PlayLevel } from '#shared/value-sets.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/lib/toast.ts';
import { useAddGameProfile } from '#web/features/teams/api/roster/add-game-profile.ts';
import { useEsportsTitles } from '#web/features/teams/api/get-esports-titles.ts';
import { valueLabel } from '../role-labels.ts';
import { WriteErrorAlert } from '../write-error-alert.tsx';
import { ACCESS_DENIED_TEXTS, showWriteError, type WriteErrorMessage } from '../write-error-toast.ts';

export const GAME_ADDED = 'Game added to team successfully!';
export const GAME_ADD_FAILED = 'Failed to add game to team.';
export const MISSING_INFORMATION = 'Missing Information';
export const SELECT_GAME_AND_LEVEL = 'Please select a game and play level.';
export const TITLES_LOAD_FAILED = 'Failed to load available games.';

export function AddGameDialog({ teamId, gameProfiles }: { teamId: string; gameProfiles: GameProfile[] }) {
  const [open, setOpen] = useState(false);
  const addGame = useAddGameProfile(teamId);
  return (
    <Dialog open={open} onOpenChange={(next) => !addGame.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <Gamepad2 aria-hidden="true" /> Add Game
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Game</DialogTitle>
          <DialogDescription>Each game gets its own roster tab with players and staff.</DialogDescription>
        </DialogHeader>
        <AddGameForm
          gameProfiles={gameProfiles}
          isPending={addGame.isPending}
          onSubmit={async (input) => {
            try {
              await addGame.mutateAsync(input);
              toast.success(GAME_ADDED);
              setOpen(false);
              return null;
            } catch (error) {
              return showWriteError(error, { failure: GAME_ADD_FAILED, denied: ACCESS_DENIED_TEXTS.addGames, errorTitle: true });
            }
          }}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

interface AddGameFormProps {
  gameProfiles: GameProfile[];
  isPending: boolean;
  /** Resolves with the failure to show in the dialog, or null once added. */
  onSubmit: (input: { esportsTitleId: string; playLevel: PlayLevel }) => Promise<WriteErrorMessage | null>;
  onCancel: () => void;
}

function AddGameForm({ gameProfiles, isPending, onSubmit, onCancel }: AddGameFormProps) {
  const titles = useEsportsTitles();
  const [titleId, setTitleId] = useState('');
  const [playLevel, setPlayLevel] = useState<PlayLevel | ''>('');
  const [formError, setFormError] = useState<WriteErrorMessage | null>(null);

  useEffect(() => {
    if (titles.isError) toast.error('Error', { id: TITLES_LOAD_FAILED, description: TITLES_LOAD_FAILED });
  }, [titles.isError]);

  // A game already on the team is not offered twice.
  const taken = new Set(gameProfiles.map((profile) => profile.title.id));
  const available = (titles.data ?? []).filter((title) => !taken.has(title.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!titleId || !playLevel) {
      toast.error(MISSING_INFORMATION, { description: SELECT_GAME_AND_LEVEL });
      setFormError({ title: MISSING_INFORMATION, description: SELECT_GAME_AND_LEVEL });
      return;
    }
    setFormError(null);
    setFormError(await onSubmit({ esportsTitleId: titleId, playLevel }));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField label="Game" description={titles.isPending ? 'Loading games...' : undefined}>
        {(control) => (
          <NativeSelect {...control} value={titleId} disabled={isPending || titles.isPending} onChange={(event) => setTitleId(event.target.value)}>
            <option value="">Select a game</option>
            {available.map((title) => (
              <option key={title.id} value={title.id}>
                {title.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Play Level">
        {(control) => (
          <NativeSelect {...control} value={playLevel} disabled={isPending} onChange={(event) => setPlayLevel(event.target.value as PlayLevel | '')}>
            <option value="">Select a play level</option>
            {PLAY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {valueLabel(level)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {titles.isError ? <WriteErrorAlert message={{ title: 'Error', description: TITLES_LOAD_FAILED }} /> : null}
      {formError ? <WriteErrorAlert message={formError} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={isPending} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? (
            <>
              <Spinner /> Adding Game...
            </>
          ) : (
            'Add Game'
          )}
        </Button>
      </div>
    </form>
  );
}
