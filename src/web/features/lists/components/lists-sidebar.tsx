/**
 * The viewer's lists (a sidebar on wide screens, stacked cards on narrow
 * ones), each opening with ?list=<id>, and the New list form, which asks
 * whether the list holds players or colleges (a list holds one kind).
 */
import Plus from 'lucide-react/icons/plus';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ListSummary } from '#shared/contracts/lists.ts';
import type { ListItemType } from '#shared/value-sets.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group.tsx';
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

const ITEM_TYPE_LABELS: Record<ListItemType, string> = { player: 'Players', college: 'Colleges' };

/** "1 player", "3 colleges". */
function itemCountLabel(list: ListSummary): string {
  const noun = list.itemType === 'college' ? 'college' : 'player';
  return `${list.itemCount} ${list.itemCount === 1 ? noun : `${noun}s`}`;
}

export function ListsSidebar({ lists, selectedId, onCreated }: ListsSidebarProps) {
  const createList = useCreateList();
  const [isCreating, setIsCreating] = useState(false);
  const [itemType, setItemType] = useState<ListItemType>('player');
  const id = useId();

  const create = async (name: string) => {
    const list = await createList.mutateAsync({ name, itemType });
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
                  <span className="shrink-0 text-xs text-muted-foreground">{itemCountLabel(list)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {isCreating ? (
        <div className="rounded-lg border bg-card p-3">
          <ListNameForm label="List name" submitLabel="Create list" autoFocus onCancel={() => setIsCreating(false)} onSubmit={create}>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">The list holds</legend>
              <RadioGroup value={itemType} onValueChange={(value) => setItemType(value as ListItemType)} className="flex flex-wrap gap-4">
                {(['player', 'college'] as const).map((value) => (
                  <div key={value} className="flex items-center gap-2">
                    <RadioGroupItem value={value} id={`${id}-${value}`} />
                    <Label htmlFor={`${id}-${value}`}>{ITEM_TYPE_LABELS[value]}</Label>
                  </div>
                ))}
              </RadioGroup>
            </fieldset>
          </ListNameForm>
        </div>
      ) : (
        <Button
          variant="outline"
          onClick={() => {
            setItemType('player');
            setIsCreating(true);
          }}
        >
          <Plus aria-hidden="true" /> New list
        </Button>
      )}
    </nav>
  );
}
