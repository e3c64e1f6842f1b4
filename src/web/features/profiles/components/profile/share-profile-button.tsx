import { ShareLinkButton } from '#web/components/ui/share-link-button.tsx';
import { paths } from '#web/config/paths.ts';

/** Share on a player profile: copies the profile's address, or shows it to copy by hand. */
export function ShareProfileButton({ slug }: { slug: string }) {
  return <ShareLinkButton path={paths.player.getHref(slug)} dialogTitle="Share this profile" linkLabel="Profile link" content={{ type: 'player_profile', id: slug }} />;
}
