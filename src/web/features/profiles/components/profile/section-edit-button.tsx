import Pencil from 'lucide-react/icons/pencil';
import { lazy, Suspense, useState } from 'react';
import type { ProfileSetupDraft } from '#shared/contracts/profile-setup.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { toast } from '#web/lib/toast.ts';
import { useInvalidatePlayerProfiles } from '../../api/get-player-profile.ts';
import { PROFILE_SECTION_LABELS, type ProfileSection } from './profile-labels.ts';

// The onboarding forms (react-hook-form, the step schemas) load with the first Edit (docs/decisions/081):
// visitors of a profile never download them.
const SectionEditForm = lazy(async () => ({ default: (await import('./section-edit-form.tsx')).SectionEditForm }));

interface SectionEditButtonProps {
  section: ProfileSection;
  /** Called after a save with the saved draft (the identity form may change the slug). */
  onSaved?: (draft: ProfileSetupDraft) => void;
}

/** The owner's in-place "Edit" of one section: its onboarding form in a dialog; a save refreshes the profile. */
export function SectionEditButton({ section, onSaved }: SectionEditButtonProps) {
  const [open, setOpen] = useState(false);
  const invalidateProfiles = useInvalidatePlayerProfiles();
  const label = PROFILE_SECTION_LABELS[section];
  const saved = (draft: ProfileSetupDraft) => {
    setOpen(false);
    toast.success('Profile updated');
    void invalidateProfiles();
    onSaved?.(draft);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Edit ${label}`}>
          <Pencil aria-hidden="true" /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{`Edit ${label}`}</DialogTitle>
          <DialogDescription>Changes show on your profile as soon as you save.</DialogDescription>
        </DialogHeader>
        {open ? (
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner /> Loading...
              </p>
            }
          >
            <SectionEditForm section={section} onSaved={saved} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
