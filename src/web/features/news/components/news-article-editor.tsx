/** The news editor (/news/new, /news/{slug}/edit) on the shared Markdown document editor. */
import { Link } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { newsArticleInputSchema, type NewsArticle } from '#shared/contracts/news.ts';
import {
  MarkdownDocumentEditor,
  type DocumentExtraField,
  type DocumentValues,
} from '#web/components/markdown/markdown-document-editor.tsx';
import { Button } from '#web/components/ui/button.tsx';
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
    <MarkdownDocumentEditor
      schema={newsArticleInputSchema}
      defaultValues={defaults}
      extraFields={EXTRA_FIELDS}
      suggestSlugFromTitle={!article}
      slugPrefix="/news/"
      publishedDescription="Published articles are listed on /news for everyone, dated the first time they are published. Drafts are visible only to platform staff."
      submitLabel={article ? 'Save Changes' : 'Create Article'}
      pendingLabel="Saving..."
      cancel={
        <Button asChild variant="outline">
          <Link to={article ? paths.news.article.getHref(article.slug) : paths.news.root.getHref()}>Cancel</Link>
        </Button>
      }
      onSubmit={async (values) => {
        try {
          const saved = article
            ? await updateArticle.mutateAsync({ id: article.id, data: values })
            : await createArticle.mutateAsync(values);
          toast.success(article ? 'Article updated' : 'Article created');
          onSaved(saved);
        } catch (error) {
          toast.error(article ? 'Error updating article' : 'Error creating article', {
            description: error instanceof Error ? error.message : undefined,
          });
          throw error;
        }
      }}
    />
  );
}
