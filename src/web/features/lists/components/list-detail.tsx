/**
 * The open list: its name with Rename and Delete (confirmed), and its items
 * in order with notes, Move up / Move down (or drag) and Remove. The new
 * order shows at once and is saved as a whole (PUT .../order).
 */
import Pencil from 'lucide-react/icons/pencil';
import { useState, type DragEvent } from 'react';
import type { ListDetail as ListDetailData } from '#shared/contracts/lists.ts';
import { EmptyListIllustration } from '#web/components/illustrations/empty-illustrations.tsx';
import { EmptyState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { toast } from '#web/lib/toast.ts';
import { useDeleteList } from '../api/delete-list.ts';
import { useRemoveListItem } from '../api/remove-list-item.ts';
import { useRenameList } from '../api/rename-list.ts';
import { useReorderList } from '../api/reorder-list.ts';
import { ListItemNote } from './list-item-note.tsx';
import { ListItemRow, listItemName } from './list-item-row.tsx';
import { ListNameForm } from './list-name-form.tsx';

export const EMPTY_LIST_TEXT = 'This list is empty: add players from their profile or from search';
export const EMPTY_COLLEGE_LIST_TEXT = 'This list is empty: add colleges from their page or from the directory';

export interface ListDetailProps {
  detail: ListDetailData;
  onDeleted: () => void;
}

export function ListDetail({ detail, onDeleted }: ListDetailProps) {
  const { list, items } = detail;
  const [isRenaming, setIsRenaming] = useState(false);
  const rename = useRenameList();
  const deleteList = useDeleteList();
  const reorder = useReorderList();
  const removeItem = useRemoveListItem();

  const [draggedId, setDraggedId] = useState<string | null>(null);

  /** Moves the item at `from` to `to` and saves the whole order. */
  const moveTo = (from: number, to: number) => {
    if (from === to || to < 0 || to >= items.length) return;
    const ids = items.map((item) => item.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    reorder.mutate({ listId: list.id, itemIds: ids }, { onError: (error) => toast.error(error.message) });
  };

  const dragPropsFor = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      setDraggedId(items[index]!.id);
    },
    onDragOver: (event: DragEvent) => {
      if (draggedId) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const from = items.findIndex((item) => item.id === draggedId);
      if (from >= 0) moveTo(from, index);
      setDraggedId(null);
    },
    onDragEnd: () => setDraggedId(null),
  });

  const remove = async (itemId: string, name: string) => {
    try {
      await removeItem.mutateAsync({ listId: list.id, itemId });
      toast.success(`Removed ${name} from ${list.name}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not remove the item');
    }
  };

  return (
    <section aria-labelledby="open-list-title" className="grid content-start gap-4">
      {isRenaming ? (
        <div className="rounded-lg border bg-card p-3">
          <ListNameForm
            label="List name"
            submitLabel="Save name"
            defaultName={list.name}
            autoFocus
            onCancel={() => setIsRenaming(false)}
            onSubmit={async (name) => {
              await rename.mutateAsync({ listId: list.id, data: { name } });
              toast.success('List renamed');
              setIsRenaming(false);
            }}
          />
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="open-list-title" className="min-w-0 text-2xl font-bold break-words">
            {list.name}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setIsRenaming(true)}>
              <Pencil aria-hidden="true" /> Rename
            </Button>
            <ConfirmDeleteButton
              title={`Delete ${list.name}?`}
              description={`The list and its notes are deleted. The ${list.itemType === 'college' ? 'college pages' : "players' profiles"} are not affected.`}
              confirmLabel="Delete list"
              triggerLabel={`Delete ${list.name}`}
              isPending={deleteList.isPending}
              onConfirm={async () => {
                try {
                  await deleteList.mutateAsync(list.id);
                  toast.success(`Deleted ${list.name}`);
                  return true;
                } catch (error) {
                  toast.error(error instanceof Error ? error.message : 'Could not delete the list');
                  return false;
                }
              }}
              onDeleted={onDeleted}
            />
          </div>
        </div>
      )}
      {items.length === 0 ? (
        <EmptyState illustration={<EmptyListIllustration />}>{list.itemType === 'college' ? EMPTY_COLLEGE_LIST_TEXT : EMPTY_LIST_TEXT}</EmptyState>
      ) : (
        <ol className="grid gap-2" aria-label={`${list.itemType === 'college' ? 'Colleges' : 'Players'} in ${list.name}`}>
          {items.map((item, index) => {
            const name = item.player || item.college ? listItemName(item) : 'this item';
            return (
              <ListItemRow
                key={item.id}
                item={item}
                isFirst={index === 0}
                isLast={index === items.length - 1}
                isBusy={removeItem.isPending}
                onMove={(direction) => moveTo(index, index + direction)}
                dragProps={dragPropsFor(index)}
                onRemove={() => void remove(item.id, item.player || item.college ? listItemName(item) : 'the item')}
                note={<ListItemNote listId={list.id} itemId={item.id} note={item.note} subject={name} />}
              />
            );
          })}
        </ol>
      )}
    </section>
  );
}
