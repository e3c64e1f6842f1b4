import type { ReactNode } from 'react';
import type { ProfileGame } from '#shared/contracts/player-profile.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { GameDetails } from './game-details.tsx';
import { ProfileSection } from './profile-section.tsx';

/** A tab per game, the main game first (issue 11.3). */
export function GameTabs({ games, timeZone, editAction }: { games: ProfileGame[]; timeZone: string | null; editAction?: ReactNode }) {
  return (
    <ProfileSection title="Games" editAction={editAction}>
      {games.length === 0 ? (
        <p className="text-sm text-muted-foreground">No games added yet.</p>
      ) : (
        <Tabs defaultValue={games[0]!.titleSlug}>
          <TabsList aria-label="Games" className="h-auto flex-wrap justify-start gap-1">
            {games.map((game) => (
              <TabsTrigger key={game.titleSlug} value={game.titleSlug} className="h-9 flex-none">
                {game.titleName}
              </TabsTrigger>
            ))}
          </TabsList>
          {games.map((game) => (
            <TabsContent key={game.titleSlug} value={game.titleSlug}>
              <GameDetails game={game} timeZone={timeZone} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </ProfileSection>
  );
}
