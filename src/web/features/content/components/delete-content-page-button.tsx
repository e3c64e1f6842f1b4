import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '#web/lib/toast.ts';
import type { ContentPage } from '#shared/contracts/content.ts';
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
import { useDeleteContentPage } from '../api/delete-content-page.ts';

/** Delete with a confirmation dialog; calls onDeleted after "Page deleted". */
export function DeleteContentPageButton({ page, onDeleted }: { page: ContentPage; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  // Leave the page only once the dialog has closed, so it restores focus and pointer events first.
  const deleted = useRef(false);
  const deletePage = useDeleteContentPage();

  const confirm = async () => {
    try {
      await deletePage.mutateAsync({ id: page.id, slug: page.slug });
      deleted.current = true;
      setOpen(false);
      toast.success('Page deleted');
    } catch {
      toast.error('Error deleting page', { description: 'Failed to delete content page' });
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !deletePage.isPending && setOpen(next)}>
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
          <AlertDialogTitle>Delete this page?</AlertDialogTitle>
          <AlertDialogDescription>
            “{page.title}” will be removed from /learn and the Learn menu. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletePage.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={deletePage.isPending}>
            {deletePage.isPending ? (
              <>
                <Spinner /> Deleting...
              </>
            ) : (
              'Delete Page'
            )}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
