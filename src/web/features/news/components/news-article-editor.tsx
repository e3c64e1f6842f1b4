/** The news editor (/news/new, /news/{slug}/edit) on the shared Markdown document editor. */
import { newsArticleInputSchema, type NewsArticle } from '#shared/contracts/news.ts';
import type { DocumentExtraField, DocumentValues } from '#web/components/markdown/markdown-document-editor.tsx';
import { SavedDocumentEditor, type SavedDocumentTexts } from '#web/components/markdown/saved-document-editor.tsx';
import { paths } from '#web/config/paths.ts';
import { useCreateNewsArticle } from '../api/create-news-article.ts';
import { useUpdateNewsArticle } from '../api/update-news-article.ts';

interface NewsValues extends DocumentValues {
  summary: string;
  coverImageUrl: string;
}

const EXTRA_FIELDS: DocumentExtraField<NewsValues>[] = [
  { name: 'summary', label: 'Summary', kind: 'textarea', description: 'One or two sentences shown on the news list.' },
  {
    name: 'coverImageUrl',
    label: 'Cover image',
    kind: 'image',
    description: 'Optional. A wide image, shown on the news list and above the article.',
  },
];

const TEXTS: SavedDocumentTexts = {
  createLabel: 'Create Article',
  created: 'Article created',
  updated: 'Article updated',
  createFailed: 'Error creating article',
  updateFailed: 'Error updating article',
  failureDescription: (error) => (error instanceof Error ? error.message : undefined),
};

export function NewsArticleEditor({ article, onSaved }: { article?: NewsArticle; onSaved: (article: NewsArticle) => void }) {
  const createArticle = useCreateNewsArticle();
  const updateArticle = useUpdateNewsArticle();
  const defaults: NewsValues = {
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    summary: article?.summary ?? '',
    coverImageUrl: article?.coverImageUrl ?? '',
    isPublished: article?.isPublished ?? false,
    body: article?.body ?? '',
  };

  return (
    <SavedDocumentEditor
      document={article}
      schema={newsArticleInputSchema}
      defaultValues={defaults}
      extraFields={EXTRA_FIELDS}
      slugPrefix="/news/"
      publishedDescription="Published articles are listed on /news for everyone, dated the first time they are published. Drafts are visible only to platform staff."
      cancelHref={article ? paths.news.article.getHref(article.slug) : paths.news.root.getHref()}
      texts={TEXTS}
      create={(values) => createArticle.mutateAsync(values)}
      update={(id, data) => updateArticle.mutateAsync({ id, data })}
      onSaved={onSaved}
    />
  );
}
