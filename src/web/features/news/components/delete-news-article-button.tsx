import type { NewsArticle } from '#shared/contracts/news.ts';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { toast } from '#web/lib/toast.ts';
import { useDeleteNewsArticle } from '../api/delete-news-article.ts';

/** Delete with a confirmation dialog; calls onDeleted after "Article deleted". */
export function DeleteNewsArticleButton({ article, onDeleted }: { article: NewsArticle; onDeleted: () => void }) {
  const deleteArticle = useDeleteNewsArticle();
  return (
    <ConfirmDeleteButton
      title="Delete this article?"
      description={<>“{article.title}” will be removed from /news. This cannot be undone.</>}
      confirmLabel="Delete Article"
      isPending={deleteArticle.isPending}
      onDeleted={onDeleted}
      onConfirm={async () => {
        try {
          await deleteArticle.mutateAsync({ id: article.id, slug: article.slug });
          toast.success('Article deleted');
          return true;
        } catch (error) {
          toast.error('Error deleting article', { description: error instanceof Error ? error.message : undefined });
          return false;
        }
      }}
    />
  );
}
