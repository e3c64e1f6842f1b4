/** /news/{slug}: one article; privileged users get Edit and Delete. */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { isAllowedImageUrl } from '#shared/contracts/image-url.ts';
import { forgetDeletedNewsArticle } from '#web/features/news/api/delete-news-article.ts';
import { useNewsArticle } from '#web/features/news/api/get-news-article.ts';
import { DeleteNewsArticleButton } from '#web/features/news/components/delete-news-article-button.tsx';
import { newsDate } from '#web/features/news/components/news-article-card.tsx';
import { NEWS_KIND } from './document-kinds.ts';
import { DocumentPage } from './document-page.tsx';

export function NewsArticleRoute() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const article = useNewsArticle(slug);
  return (
    <DocumentPage
      kind={NEWS_KIND}
      query={article}
      parts={(data) => {
        const date = newsDate(data);
        return {
          summary: data.summary,
          byline: (
            <p className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
              {data.authorName ? <span>By {data.authorName}</span> : null}
              {data.authorName ? <span aria-hidden="true">·</span> : null}
              <time dateTime={date.iso}>{date.label}</time>
            </p>
          ),
          cover:
            data.coverImageUrl && isAllowedImageUrl(data.coverImageUrl) ? (
              <img src={data.coverImageUrl} alt="" className="w-full rounded-xl border object-cover" />
            ) : null,
          deleteButton: (
            <DeleteNewsArticleButton
              article={data}
              onDeleted={async () => {
                await navigate(NEWS_KIND.rootHref);
                forgetDeletedNewsArticle(queryClient, data.slug);
              }}
            />
          ),
        };
      }}
    />
  );
}
