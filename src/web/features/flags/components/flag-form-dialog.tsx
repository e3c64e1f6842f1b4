import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { toast } from '#web/lib/toast.ts';
import type { Flag } from '#shared/contracts/flags.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { useCreateFlag } from '../api/create-flag.ts';
import { useUpdateFlag } from '../api/update-flag.ts';
import { FlagForm, flagToFormValues, NEW_FLAG_VALUES, type FlagFormOutput } from './flag-form.tsx';

function errorMessage(error: unknown) {
  return error instanceof Error ? error.message : undefined;
}

/** Edit one flag in a dialog (or create one when no flag is given). */
export function FlagFormDialog({ flag }: { flag?: Flag }) {
  const [open, setOpen] = useState(false);
  const createFlag = useCreateFlag();
  const updateFlag = useUpdateFlag();
  const mode = flag ? 'edit' : 'create';

  async function save(values: FlagFormOutput) {
    try {
      if (flag) {
        const { key: _key, ...data } = values;
        await updateFlag.mutateAsync({ key: flag.key, data });
        toast.success('Flag updated', { description: `${flag.key} was saved.` });
      } else {
        await createFlag.mutateAsync(values);
        toast.success('Flag created', { description: `${values.key} was added.` });
      }
      setOpen(false);
    } catch (error) {
      toast.error(flag ? 'Could not update the flag' : 'Could not create the flag', { description: errorMessage(error) });
      throw error;
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {flag ? (
          <Button variant="outline" size="sm" aria-label={`Edit ${flag.key}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden="true" /> New Flag
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{flag ? `Edit ${flag.key}` : 'New feature flag'}</DialogTitle>
          <DialogDescription>
            A flag is on for a user only if it is enabled, not dev only, the user holds one of its required roles (if any)
            and its rollout is 100.
          </DialogDescription>
        </DialogHeader>
        <FlagForm
          mode={mode}
          defaultValues={flag ? flagToFormValues(flag) : NEW_FLAG_VALUES}
          onSubmit={save}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
