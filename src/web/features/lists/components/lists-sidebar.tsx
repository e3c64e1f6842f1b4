/**
 * The viewer's lists (a sidebar on wide screens, stacked cards on narrow
 * ones), each opening with ?list=<id>, and the New list form.
 */
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ListSummary } from '#shared/contracts/lists.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { cn } from '#web/lib/cn.ts';
import { useCreateList } from '../api/create-list.ts';
import { ListNameForm } from './list-name-form.tsx';

export interface ListsSidebarProps {
  lists: readonly ListSummary[];
  selectedId: string | null;
  onCreated: (listId: string) => void;
}

export function ListsSidebar({ lists, selectedId, onCreated }: ListsSidebarProps) {
  const createList = useCreateList();
  const [isCreating, setIsCreating] = useState(false);

  const create = async (name: string) => {
    const list = await createList.mutateAsync({ name, itemType: 'player' });
    toast.success(`Created ${list.name}`);
    setIsCreating(false);
    onCreated(list.id);
  };

  return (
    <nav aria-label="Your lists" className="grid content-start gap-3">
      {lists.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">No lists yet</p>
      ) : (
        <ul className="grid gap-2">
          {lists.map((list) => {
            const isSelected = list.id === selectedId;
            return (
              <li key={list.id}>
                <Link
                  to={paths.lists.getHref(list.id)}
                  aria-current={isSelected ? 'page' : undefined}
                  className={cn(
                    'flex items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                    isSelected && 'border-primary bg-primary/10 font-semibold',
                  )}
                >
                  <span className="min-w-0 truncate">{list.name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {list.itemCount} {list.itemCount === 1 ? 'player' : 'players'}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {isCreating ? (
        <div className="rounded-lg border bg-card p-3">
          <ListNameForm label="List name" submitLabel="Create list" autoFocus onCancel={() => setIsCreating(false)} onSubmit={create} />
        </div>
      ) : (
        <Button variant="outline" onClick={() => setIsCreating(true)}>
          <Plus aria-hidden="true" /> New list
        </Button>
      )}
    </nav>
  );
}
