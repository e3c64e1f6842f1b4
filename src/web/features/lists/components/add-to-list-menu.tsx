/**
 * "Add to list" for one player (profile page, search results): a popover
 * with the viewer's player lists, each a checkbox that is checked when the
 * list holds the player and toggles membership, and "New list…", which
 * creates a list and adds the player to it. A toast confirms each change.
 * Signed-out viewers get nothing (lists are a signed-in feature).
 */
import { Check, ListPlus, Plus } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ListMembership } from '#shared/contracts/lists.ts';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { toast } from '#web/lib/toast.ts';
import { useAddListItem } from '../api/add-list-item.ts';
import { useCreateList } from '../api/create-list.ts';
import { useListMemberships } from '../api/get-list-memberships.ts';
import { useRemoveListItem } from '../api/remove-list-item.ts';
import { ListNameForm } from './list-name-form.tsx';

export interface AddToListMenuProps {
  playerUserId: string;
  displayName: string;
  /** The trigger's size: small in the rows of the search results. */
  size?: ButtonProps['size'];
}

export function AddToListMenu({ playerUserId, displayName, size }: AddToListMenuProps) {
  const { isSignedIn } = useAuth();
  const [open, setOpen] = useState(false);
  const [isCreating, setIsCreating] = useState(false);
  const memberships = useListMemberships(playerUserId, open && isSignedIn);
  const addItem = useAddListItem();
  const removeItem = useRemoveListItem();
  const createList = useCreateList();
  const [pendingListId, setPendingListId] = useState<string | null>(null);

  if (!isSignedIn) return null;

  const toggle = async (membership: ListMembership) => {
    setPendingListId(membership.listId);
    try {
      if (membership.itemId) {
        await removeItem.mutateAsync({ listId: membership.listId, itemId: membership.itemId });
        toast.success(`Removed ${displayName} from ${membership.name}`);
      } else {
        await addItem.mutateAsync({ listId: membership.listId, playerUserId });
        toast.success(`Added ${displayName} to ${membership.name}`);
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not update the list');
    } finally {
      setPendingListId(null);
    }
  };

  const createAndAdd = async (name: string) => {
    const list = await createList.mutateAsync({ name, itemType: 'player' });
    await addItem.mutateAsync({ listId: list.id, playerUserId });
    toast.success(`Added ${displayName} to ${list.name}`);
    setIsCreating(false);
  };

  const items = memberships.data?.memberships ?? [];

  return (
    <PopoverPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setIsCreating(false);
      }}
    >
      <PopoverPrimitive.Trigger asChild>
        {/* The name starts with the visible text (WCAG 2.5.3 label in name); the player's name tells rows apart. */}
        <Button variant="outline" size={size} aria-label={`Add to list: ${displayName}`}>
          <ListPlus aria-hidden="true" /> Add to list
        </Button>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="end"
          sideOffset={6}
          aria-label={`Lists for ${displayName}`}
          className="z-50 grid w-72 max-w-[calc(100vw-2rem)] gap-2 rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg"
        >
          <p className="text-sm font-semibold">Add to list</p>
          {memberships.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> Loading your lists...
            </p>
          ) : memberships.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {memberships.error.message}
            </p>
          ) : items.length === 0 ? (
            <p className="text-sm text-muted-foreground">No lists yet</p>
          ) : (
            <ul className="grid max-h-64 gap-1 overflow-y-auto" aria-label="Your lists">
              {items.map((membership) => {
                const checked = membership.itemId !== null;
                const pending = pendingListId === membership.listId;
                return (
                  <li key={membership.listId}>
                    <button
                      type="button"
                      role="checkbox"
                      aria-checked={checked}
                      disabled={pendingListId !== null}
                      onClick={() => void toggle(membership)}
                      className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
                    >
                      <span
                        aria-hidden="true"
                        className="flex size-4 shrink-0 items-center justify-center rounded-sm border border-primary data-[checked=true]:bg-primary data-[checked=true]:text-primary-foreground"
                        data-checked={checked}
                      >
                        {checked ? <Check className="size-3" /> : null}
                      </span>
                      <span className="min-w-0 flex-1 truncate">{membership.name}</span>
                      {pending ? <Spinner /> : <span className="text-xs text-muted-foreground">{membership.itemCount}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="border-t pt-2">
            {isCreating ? (
              <ListNameForm label="New list name" submitLabel="Create and add" autoFocus onCancel={() => setIsCreating(false)} onSubmit={createAndAdd} />
            ) : (
              <Button type="button" variant="ghost" size="sm" className="w-full justify-start" onClick={() => setIsCreating(true)}>
                <Plus aria-hidden="true" /> New list…
              </Button>
            )}
          </div>
          <Link to={paths.lists.getHref()} className="text-xs text-muted-foreground underline-offset-4 hover:underline">
            Open My Lists
          </Link>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
