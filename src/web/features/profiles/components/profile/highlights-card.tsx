import ExternalLink from 'lucide-react/icons/external-link';
import PlayCircle from 'lucide-react/icons/circle-play';
import type { ReactNode } from 'react';
import type { ProfileHighlight } from '#shared/contracts/player-profile.ts';
import { highlightSource } from './highlight-source.ts';
import { ProfileSection } from './profile-section.tsx';

/** The ordered highlight links, each naming its site and opening in a new tab. */
export function HighlightsCard({ highlights, editAction }: { highlights: ProfileHighlight[]; editAction?: ReactNode }) {
  return (
    <ProfileSection title="Highlights" editAction={editAction}>
      {highlights.length === 0 ? (
        <p className="text-sm text-muted-foreground">No highlights yet.</p>
      ) : (
        <ol className="grid gap-2">
          {highlights.map((highlight) => {
            const source = highlightSource(highlight.url);
            return (
              <li key={highlight.id} className="flex items-center gap-3 rounded-lg border p-3">
                <PlayCircle aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <div className="min-w-0 flex-1">
                  {source.href ? (
                    <a
                      href={source.href}
                      target="_blank"
                      rel="noopener noreferrer nofollow ugc"
                      className="font-semibold break-words underline-offset-4 hover:underline"
                    >
                      {highlight.title}
                      <span className="sr-only"> (opens {source.site} in a new tab)</span>
                    </a>
                  ) : (
                    <span className="font-semibold break-words">{highlight.title}</span>
                  )}
                  <p className="text-xs text-muted-foreground">{source.site}</p>
                </div>
                {source.href ? <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" /> : null}
              </li>
            );
          })}
        </ol>
      )}
    </ProfileSection>
  );
}
