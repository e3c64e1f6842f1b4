/**
 * "Add to list" for one player (profile page, search results) or "Add to my
 * lists" for one college (college page, directory cards): a popover with
 * the viewer's lists of that kind, each a checkbox that is checked when the
 * list holds the item and toggles membership, and "New list…", which
 * creates a list of that kind and adds the item to it. A toast confirms
 * each change. Lists are a signed-in feature: a signed-out visitor gets
 * nothing for a player (only recruiters and the like see that action) and a
 * sign-in prompt for a college (anyone may read a college page).
 *
 * The New list form (react-hook-form and its resolver) is a chunk of its own
 * (docs/decisions/081): the directory and profile pages that show this
 * menu do not load it until the popover opens, which starts loading it.
 */
import Check from 'lucide-react/icons/check';
import ListPlus from 'lucide-react/icons/list-plus';
import Plus from 'lucide-react/icons/plus';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { ListMembership } from '#shared/contracts/lists.ts';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { toast } from '#web/lib/toast.ts';
import { useAddListItem } from '../api/add-list-item.ts';
import type { ListTarget } from '../api/list-target.ts';
import { useCreateList } from '../api/create-list.ts';
import { useListMemberships } from '../api/get-list-memberships.ts';
import { useRemoveListItem } from '../api/remove-list-item.ts';

const loadListNameForm = () => import('./list-name-form.tsx');
const ListNameForm = lazy(async () => ({ default: (await loadListNameForm()).ListNameForm }));

export type AddToListMenuProps = {
  /** The player's or college's name, for the trigger's name and the toasts. */
  displayName: string;
  /** The trigger's size: small in the rows of the search results. */
  size?: ButtonProps['size'];
} & ({ playerUserId: string; collegeId?: never } | { collegeId: string; playerUserId?: never });

export const SIGN_IN_TO_LIST = 'Sign in to keep colleges in your private lists.';

const POPOVER_CLASS = 'z-50 grid w-72 max-w-[calc(100vw-2rem)] gap-2 rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg';

export function AddToListMenu({ playerUserId, collegeId, displayName, size }: AddToListMenuProps) {
  const target: ListTarget = collegeId ? { collegeId } : { playerUserId: playerUserId! };
  const isCollege = collegeId !== undefined;
  const label = isCollege ? 'Add to my lists' : 'Add to list';
  const { isSignedIn } = useAuth();
  const [open, setOpen] = useState(false);
  const [isCreating, setIsCreating] = useState(false);
  const memberships = useListMemberships(target, open && isSignedIn);
  const addItem = useAddListItem();
  const removeItem = useRemoveListItem();
  const createList = useCreateList();
  const [pendingListId, setPendingListId] = useState<string | null>(null);

  // The name starts with the visible text (WCAG 2.5.3 label in name); the item's name tells rows and cards apart.
  const trigger = (
    <PopoverPrimitive.Trigger asChild>
      <Button variant="outline" size={size} aria-label={`${label}: ${displayName}`}>
        <ListPlus aria-hidden="true" /> {label}
      </Button>
    </PopoverPrimitive.Trigger>
  );

  if (!isSignedIn) {
    if (!isCollege) return null;
    return (
      <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
        {trigger}
        <PopoverPrimitive.Portal>
          <PopoverPrimitive.Content align="end" sideOffset={6} aria-label={`Lists for ${displayName}`} className={POPOVER_CLASS}>
            <p className="text-sm">{SIGN_IN_TO_LIST}</p>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link to={paths.auth.root.getHref('sign-in')}>Sign in</Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to={paths.auth.root.getHref('get-started')}>Create an account</Link>
              </Button>
            </div>
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </PopoverPrimitive.Root>
    );
  }

  const toggle = async (membership: ListMembership) => {
    setPendingListId(membership.listId);
    try {
      if (membership.itemId) {
        await removeItem.mutateAsync({ listId: membership.listId, itemId: membership.itemId });
        toast.success(`Removed ${displayName} from ${membership.name}`);
      } else {
        await addItem.mutateAsync({ listId: membership.listId, target });
        toast.success(`Added ${displayName} to ${membership.name}`);
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not update the list');
    } finally {
      setPendingListId(null);
    }
  };

  const createAndAdd = async (name: string) => {
    const list = await createList.mutateAsync({ name, itemType: isCollege ? 'college' : 'player' });
    await addItem.mutateAsync({ listId: list.id, target });
    toast.success(`Added ${displayName} to ${list.name}`);
    setIsCreating(false);
  };

  const items = memberships.data?.memberships ?? [];

  return (
    <PopoverPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (next) void loadListNameForm().catch(() => undefined);
        setOpen(next);
        if (!next) setIsCreating(false);
      }}
    >
      {trigger}
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content align="end" sideOffset={6} aria-label={`Lists for ${displayName}`} className={POPOVER_CLASS}>
          <p className="text-sm font-semibold">{label}</p>
          {memberships.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> Loading your lists...
            </p>
          ) : memberships.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {memberships.error.message}
            </p>
          ) : items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{isCollege ? 'No college lists yet' : 'No lists yet'}</p>
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
              <Suspense
                fallback={
                  <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                    <Spinner /> Loading...
                  </p>
                }
              >
                <ListNameForm label="New list name" submitLabel="Create and add" autoFocus onCancel={() => setIsCreating(false)} onSubmit={createAndAdd} />
              </Suspense>
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
