import { format } from 'date-fns';
import Newspaper from 'lucide-react/icons/newspaper';
import { Link } from 'react-router';
import { isAllowedImageUrl } from '#shared/contracts/image-url.ts';
import type { NewsArticleSummary } from '#shared/contracts/news.ts';
import { paths } from '#web/config/paths.ts';

/** "Mar 1, 2026" from the publication date (drafts: their creation date). */
export function newsDate(article: Pick<NewsArticleSummary, 'publishedAt' | 'createdAt'>): { iso: string; label: string } {
  const iso = article.publishedAt ?? article.createdAt;
  return { iso, label: format(new Date(iso), 'MMM d, yyyy') };
}

export function NewsArticleCard({ article }: { article: NewsArticleSummary }) {
  const date = newsDate(article);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/60">
      {article.coverImageUrl && isAllowedImageUrl(article.coverImageUrl) ? (
        <img src={article.coverImageUrl} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
      ) : (
        <div aria-hidden="true" className="flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-primary/25 via-accent to-highlight/25">
          <Newspaper className="size-10 text-primary" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg leading-snug font-semibold">
          <Link to={paths.news.article.getHref(article.slug)} className="outline-none after:absolute after:inset-0 group-hover:text-primary">
            {article.title}
          </Link>
        </h2>
        {article.summary ? <p className="text-sm text-muted-foreground">{article.summary}</p> : null}
        <p className="mt-auto flex flex-wrap items-center gap-x-2 pt-2 text-xs text-muted-foreground">
          {article.authorName ? <span>By {article.authorName}</span> : null}
          {article.authorName ? <span aria-hidden="true">·</span> : null}
          <time dateTime={date.iso}>{date.label}</time>
          {article.isPublished ? null : (
            <span className="rounded-full border border-amber-600/40 bg-amber-500/15 px-2 py-0.5 font-semibold text-amber-800 dark:text-amber-300">
              Draft
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
