/**
 * /mr/cooldowns (spec 2.1 "A game-specific tool"; issue 14.7,
 * docs/decisions/045): the Marvel Rivals cooldown board for anyone, signed
 * in or not, and an "Edit data" mode for platform staff that edits the hero
 * and ability table with its patch.
 */
import { useState } from 'react';
import { canEditMrData } from '#shared/access/access-rules.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useMrHeroes } from '#web/features/mr-cooldowns/api/get-mr-heroes.ts';
import { CooldownBoard } from '#web/features/mr-cooldowns/components/cooldown-board.tsx';
import { HeroDataEditor } from '#web/features/mr-cooldowns/components/hero-data-editor.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { LoadErrorPanel } from '#web/components/layout/load-error-panel.tsx';

export const MR_COOLDOWNS_TEXTS = {
  title: 'Marvel Rivals cooldowns',
  intro:
    'Pick the heroes of both teams, then tap an ability (or press its key) when you see it used: the board counts down to when it is ready again, with a sound or vibration just before.',
  loading: 'Loading heroes...',
  errorTitle: 'Could not load the heroes',
  empty: 'No heroes in the table yet.',
  emptyEditor: 'Add heroes and their abilities with Edit data.',
  editData: 'Edit data',
  backToBoard: 'Back to the board',
} as const;

export function MrCooldownsRoute() {
  const { roles } = useAuth();
  const isEditor = canEditMrData(roles);
  const heroes = useMrHeroes();
  const [isEditing, setIsEditing] = useState(false);
  const editing = isEditor && isEditing;

  let content;
  if (heroes.isPending) {
    content = <PageLoading label={MR_COOLDOWNS_TEXTS.loading} />;
  } else if (heroes.isError) {
    content = <LoadErrorPanel title={MR_COOLDOWNS_TEXTS.errorTitle} message={heroes.error.message} onRetry={() => void heroes.refetch()} />;
  } else if (editing) {
    content = <HeroDataEditor heroes={heroes.data.heroes} />;
  } else if (heroes.data.heroes.length === 0) {
    content = (
      <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">
        {MR_COOLDOWNS_TEXTS.empty} {isEditor ? MR_COOLDOWNS_TEXTS.emptyEditor : null}
      </p>
    );
  } else {
    content = <CooldownBoard heroes={heroes.data.heroes} />;
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-3 py-8 sm:px-4">
      <title>{`${MR_COOLDOWNS_TEXTS.title} · Esports Recruiting`}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{MR_COOLDOWNS_TEXTS.title}</h1>
          <p className="max-w-2xl text-muted-foreground">{MR_COOLDOWNS_TEXTS.intro}</p>
        </div>
        {isEditor ? (
          <Button variant="outline" className="min-h-11" aria-pressed={editing} onClick={() => setIsEditing((value) => !value)}>
            {editing ? MR_COOLDOWNS_TEXTS.backToBoard : MR_COOLDOWNS_TEXTS.editData}
          </Button>
        ) : null}
      </header>
      {content}
    </div>
  );
}
