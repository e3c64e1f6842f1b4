/** /news/new and /news/{slug}/edit: the document editor screens with the news fields. */
import { useNavigate, useParams } from 'react-router';
import { useNewsArticle } from '#web/features/news/api/get-news-article.ts';
import { NewsArticleEditor } from '#web/features/news/components/news-article-editor.tsx';
import { EditDocumentScreen, NewDocumentScreen } from './document-editor-routes.tsx';
import { NEWS_KIND } from './document-kinds.ts';

export function NewsNewRoute() {
  const navigate = useNavigate();
  return (
    <NewDocumentScreen kind={NEWS_KIND}>
      <NewsArticleEditor onSaved={(article) => navigate(NEWS_KIND.documentHref(article.slug))} />
    </NewDocumentScreen>
  );
}

export function NewsEditRoute() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  return (
    <EditDocumentScreen
      kind={NEWS_KIND}
      slug={slug}
      useDocument={useNewsArticle}
      editor={(article) => (
        <NewsArticleEditor key={article.id} article={article} onSaved={(saved) => navigate(NEWS_KIND.documentHref(saved.slug))} />
      )}
    />
  );
}
