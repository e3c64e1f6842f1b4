/** /player/{slug}/card: the printable, shareable player card (issue 11.4, docs/decisions/022). */
import { useContext } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { usePlayerCard } from '#web/features/profiles/api/get-player-card.ts';
import { PlayerCardActions } from '#web/features/profiles/components/card/player-card-actions.tsx';
import { PlayerCardView } from '#web/features/profiles/components/card/player-card-view.tsx';
import { ShareCardLinkButton } from '#web/features/short-links/components/share-card-link-button.tsx';
import { AuthContext } from '#web/lib/auth/auth-context.ts';
import { isNotFound } from '../content/is-not-found.ts';
import { LoadErrorPanel, MissingDocumentPanel } from '#web/components/layout/load-error-panel.tsx';

export function PlayerCardRoute() {
  const { slug = '' } = useParams();
  const card = usePlayerCard(slug);
  // The card's own player gets "Share my card" (a short link, docs/decisions/039); the card renders without a session too.
  const profile = useContext(AuthContext)?.profile;

  if (card.isPending) return <PageLoading label="Loading player card..." />;
  if (isNotFound(card.error)) {
    return (
      <MissingDocumentPanel
        title="Player not found"
        message="This player does not exist, or their profile is not visible to you."
        action={
          <Button asChild>
            <Link to={paths.home.getHref()}>Go home</Link>
          </Button>
        }
      />
    );
  }
  if (card.isError) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-10">
        <LoadErrorPanel title="Error loading player card" message="Failed to load the player card" onRetry={() => void card.refetch()} />
      </div>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10">
      <title>{`${card.data.displayName} · Player card · Esports Recruiting`}</title>
      <PlayerCardView card={card.data} />
      <PlayerCardActions card={card.data} />
      {profile?.slug === card.data.slug ? <ShareCardLinkButton /> : null}
    </div>
  );
}
