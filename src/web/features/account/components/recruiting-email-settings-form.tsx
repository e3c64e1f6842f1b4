/**
 * /account "Recruiting emails" (docs/decisions/043): one switch per kind,
 * saved as it is flipped. Each says who it concerns; all are on until
 * turned off.
 */
import { useState } from 'react';
import type { RecruitingEmailSettings } from '#shared/contracts/player-recruiting.ts';
import { QueryState } from '#web/components/query-state.tsx';
import { FormSwitchField } from '#web/components/ui/form-switch-field.tsx';
import { useRecruitingEmailSettings, useUpdateRecruitingEmailSettings } from '../api/recruiting-email-settings.ts';

const SWITCHES: { key: keyof RecruitingEmailSettings; label: string; description: string }[] = [
  {
    key: 'contacted',
    label: 'When a college program wants to talk with me',
    description: 'For players: an email when a program reaches out, with a link to your inbox.',
  },
  {
    key: 'profileViews',
    label: 'Weekly digest of colleges that viewed my profile',
    description: 'For players: once a week, the colleges whose staff opened your profile.',
  },
  {
    key: 'responseDigest',
    label: 'Daily digest of new interest form responses',
    description: "For college staff: once a day, the new responses to your programs' forms.",
  },
  {
    key: 'guardianCopies',
    label: 'Copies of recruiting emails sent to my players',
    description: 'For parents and guardians: a copy of each recruiting email sent to a player under 18 you are a guardian of.',
  },
];

export function RecruitingEmailSettingsForm() {
  const settings = useRecruitingEmailSettings();
  const update = useUpdateRecruitingEmailSettings();
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <QueryState query={settings} layout="inline" loading="Loading recruiting emails..." retryLabel="Try Again">
      {(data) => (
        <div className="grid gap-4">
          {SWITCHES.map(({ key, label, description }) => (
            <FormSwitchField
              key={key}
              label={label}
              description={description}
              checked={data[key]}
              onCheckedChange={(checked) => {
                setSaved(null);
                update.mutate({ [key]: checked }, { onSuccess: () => setSaved(`${label}: ${checked ? 'on' : 'off'}.`) });
              }}
            />
          ))}
          <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
            {update.isPending ? 'Saving...' : saved}
          </p>
          {update.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {update.error.message}
            </p>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
