/** Remove Game on a game sub-tab (managers): the server deactivates the profile and its game roster (spec 4). */
import type { GameProfile } from '#shared/contracts/teams-roster.ts';
import { toast } from '#web/lib/toast.ts';
import { useRemoveGameProfile } from '#web/features/teams/api/roster/remove-game-profile.ts';
import { ConfirmRemoveButton } from '../confirm-remove-button.tsx';
import { gameProfileLabel } from '../role-labels.ts';
import { ACCESS_DENIED_TEXTS, showWriteError } from '../write-error-toast.ts';

export const GAME_REMOVED = 'Game removed from team successfully!';
export const GAME_REMOVE_FAILED = 'Failed to remove game from team.';

export function RemoveGameButton({ teamId, gameProfile, onRemoved }: { teamId: string; gameProfile: GameProfile; onRemoved: () => void }) {
  const removeGame = useRemoveGameProfile(teamId);
  const label = gameProfileLabel(gameProfile);
  return (
    <ConfirmRemoveButton
      triggerLabel={`Remove ${label}`}
      triggerText="Remove Game"
      title={`Remove ${label} from this team?`}
      description="Its game roster (the players and staff on this game) goes with it. The general roster stays as it is."
      isPending={removeGame.isPending}
      onConfirm={async () => {
        try {
          await removeGame.mutateAsync(gameProfile.id);
          toast.success(GAME_REMOVED);
          onRemoved();
          return true;
        } catch (error) {
          showWriteError(error, { failure: GAME_REMOVE_FAILED, denied: ACCESS_DENIED_TEXTS.removeGames });
          return false;
        }
      }}
    />
  );
}
