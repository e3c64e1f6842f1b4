import { Quote } from 'lucide-react';
import { SUCCESS_STORIES } from '../landing-content.ts';

export function SuccessStories() {
  return (
    <section aria-labelledby="stories-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="stories-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Success stories
        </h2>
        <p className="mt-3 text-muted-foreground">Players, families and coaches on what changed for them.</p>
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {SUCCESS_STORIES.map((story) => (
          <li key={story.name} className="flex">
            <figure className="flex flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm">
              <p className="inline-flex self-start rounded-full bg-primary/15 px-3 py-1 text-xs font-bold text-primary">
                {story.highlight}
              </p>
              <blockquote className="relative flex-1 text-pretty">
                <Quote aria-hidden="true" className="mb-2 size-5 text-muted-foreground" />
                <p>{story.quote}</p>
              </blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold">{story.name}</span>
                <span className="block text-muted-foreground">{story.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
