/**
 * Success stories (docs/decisions/070): first the real commitments confirmed by colleges and made public
 * by the players (and, for a player under 18, a guardian), each by display name, class year and state only
 * with a link to its success page; then the spec's sample stories, labelled as samples and naming nobody.
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Quote from 'lucide-react/icons/quote';
import { Link } from 'react-router';
import type { LandingStory } from '#shared/contracts/marketing.ts';
import { OUTCOME_STATUS_LABELS } from '#shared/recruiting/outcome-texts.ts';
import { paths } from '#web/config/paths.ts';
import { SAMPLE_STORIES, SAMPLE_STORIES_NOTE } from '../landing-content.ts';

const STORY_VERBS: Record<LandingStory['status'], string> = {
  verbal: 'gave a verbal commitment to',
  committed: 'committed to',
  signed: 'signed with',
};

/** "Class of 2026 · OH · Rocket League": what a story may say about the player besides the display name. */
export function storyDetails(story: LandingStory): string {
  return [story.classYear ? `Class of ${story.classYear}` : null, story.state, story.titleName].filter(Boolean).join(' · ');
}

function RealStories({ stories }: { stories: readonly LandingStory[] }) {
  return (
    <div className="mt-10 grid gap-4">
      <h3 className="text-center text-lg font-semibold">Confirmed by the colleges</h3>
      <ul aria-label="Confirmed commitments" className="grid gap-5 md:grid-cols-3">
        {stories.map((story) => (
          <li key={story.id} className="flex">
            <article className="flex w-full flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm">
              <p className="inline-flex items-center gap-1 self-start rounded-full bg-success/15 px-3 py-1 text-xs font-bold text-success">
                <BadgeCheck aria-hidden="true" className="size-3.5" /> {OUTCOME_STATUS_LABELS[story.status]}
              </p>
              <p className="flex-1 text-pretty">
                <span className="font-semibold">{story.displayName}</span> {STORY_VERBS[story.status]}{' '}
                <span className="font-semibold">{story.collegeName}</span>.
              </p>
              {storyDetails(story) ? <p className="text-sm text-muted-foreground">{storyDetails(story)}</p> : null}
              <Link
                to={paths.recruitingSuccess.getHref(story.id)}
                className="inline-flex min-h-6 items-center gap-1 self-start rounded-sm text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                See {story.displayName}&rsquo;s story
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SuccessStories({ stories }: { stories: readonly LandingStory[] }) {
  return (
    <section aria-labelledby="stories-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="stories-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Success stories
        </h2>
        <p className="mt-3 text-muted-foreground">
          {stories.length > 0
            ? 'Commitments the colleges confirmed, shown with the players\u2019 consent, and a few samples of what the platform is for.'
            : 'No commitment here has been confirmed and made public yet. Until then, a few samples of what the platform is for.'}
        </p>
      </div>
      {stories.length > 0 ? <RealStories stories={stories} /> : null}
      <div className="mt-10 grid gap-4">
        <div className="text-center">
          <h3 className="text-lg font-semibold">Sample stories</h3>
          <p className="text-sm text-muted-foreground">{SAMPLE_STORIES_NOTE}</p>
        </div>
        <ul aria-label="Sample stories" className="grid gap-5 md:grid-cols-3">
          {SAMPLE_STORIES.map((story) => (
            <li key={story.highlight} className="flex">
              <figure className="flex flex-col gap-4 rounded-2xl border border-dashed bg-card p-6 shadow-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="rounded-full border px-3 py-1 text-xs font-bold text-muted-foreground">Sample</p>
                  <p className="rounded-full bg-primary/15 px-3 py-1 text-xs font-bold text-primary">{story.highlight}</p>
                </div>
                <blockquote className="relative flex-1 text-pretty">
                  <Quote aria-hidden="true" className="mb-2 size-5 text-muted-foreground" />
                  <p>{story.quote}</p>
                </blockquote>
                <figcaption className="text-sm text-muted-foreground">{story.role} (sample)</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
