import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '#web/lib/toast.ts';
import type { NewsArticle } from '#shared/contracts/news.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDeleteNewsArticle } from '../api/delete-news-article.ts';

export function DeleteNewsArticleButton({ article, onDeleted }: { article: NewsArticle; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  // Leave the page only once the dialog has closed, so it restores focus and pointer events first.
  const deleted = useRef(false);
  const deleteArticle = useDeleteNewsArticle();

  const confirm = async () => {
    try {
      await deleteArticle.mutateAsync({ id: article.id, slug: article.slug });
      deleted.current = true;
      setOpen(false);
      toast.success('Article deleted');
    } catch (error) {
      toast.error('Error deleting article', { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleteArticle.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          event.preventDefault();
          onDeleted();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this article?</AlertDialogTitle>
          <AlertDialogDescription>“{article.title}” will be removed from /news. This cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteArticle.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={deleteArticle.isPending}>
            {deleteArticle.isPending ? (
              <>
                <Spinner /> Deleting...
              </>
            ) : (
              'Delete Article'
            )}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
