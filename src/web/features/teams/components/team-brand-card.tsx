/**
 * Team Settings, "Brand kit" (Gold brand management, docs/decisions/052):
 * primary and accent colours (#rrggbb, each shown with its contrast against
 * both themes' text and refused when unreadable) and a banner image,
 * uploaded here (docs/decisions/057), with a preview. Other tiers see the Gold prompt and keep the default look.
 */
import { useState, type FormEvent } from 'react';
import { tierAllows } from '#shared/access/access-rules.ts';
import { AppError } from '#shared/app-error.ts';
import { BRAND_MIN_CONTRAST, BRAND_TEXTS, brandContrast, teamBrandInputSchema, type TeamBrand } from '#shared/contracts/team-brand.ts';
import type { TeamManage } from '#shared/contracts/teams-manage.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { ImageUploadField } from '#web/components/ui/image-upload-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/lib/toast.ts';
import { useUpdateTeamBrand } from '../api/settings/update-team-brand.ts';
import { GoldUpgradePrompt } from './manage/settings/upgrade-prompt.tsx';
import { TeamBrandBand } from './team-brand-band.tsx';

type Field = 'primaryColor' | 'accentColor' | 'bannerUrl';
type Values = Record<Field, string>;

export function TeamBrandCard({ data }: { data: TeamManage }) {
  const { team, viewer } = data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Brand kit</CardTitle>
        <CardDescription>Your team’s colours and banner on its team page and its Find Teams card.</CardDescription>
      </CardHeader>
      <CardContent>
        {tierAllows(team.subscriptionTier, 'brand_management') ? (
          <BrandForm
            teamId={team.id}
            teamName={team.name}
            brand={data.brand ?? null}
            hasOldBannerLink={team.hasOldBannerLink ?? false}
            disabled={Boolean(team.archivedAt)}
          />
        ) : (
          <GoldUpgradePrompt team={team} title={BRAND_TEXTS.tierRequired} feature="Brand management" isManager={viewer.isManager} />
        )}
      </CardContent>
    </Card>
  );
}

const HEX = /^#[0-9a-fA-F]{6}$/;

function ContrastNote({ value }: { value: string }) {
  if (!HEX.test(value.trim())) return <>Six-digit hex, e.g. #3b82f6.</>;
  const { light, dark } = brandContrast(value.trim().toLowerCase());
  const mark = (ratio: number) => `${ratio.toFixed(1)}:1 ${ratio >= BRAND_MIN_CONTRAST ? '(readable)' : '(too low)'}`;
  return (
    <>
      Contrast with the text: light theme {mark(light)}, dark theme {mark(dark)}. At least {BRAND_MIN_CONTRAST}:1 in both.
    </>
  );
}

function BrandForm({
  teamId,
  teamName,
  brand,
  hasOldBannerLink,
  disabled,
}: {
  teamId: string;
  teamName: string;
  brand: TeamBrand | null;
  hasOldBannerLink: boolean;
  disabled: boolean;
}) {
  const [values, setValues] = useState<Values>({
    primaryColor: brand?.primaryColor ?? '',
    accentColor: brand?.accentColor ?? '',
    bannerUrl: brand?.bannerUrl ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const update = useUpdateTeamBrand(teamId);

  const input = (next: Values) => ({
    primaryColor: next.primaryColor.trim() || null,
    accentColor: next.accentColor.trim() || null,
    bannerUrl: next.bannerUrl.trim() || null,
  });
  const parsed = teamBrandInputSchema.safeParse(input(values));
  const preview: TeamBrand | null = parsed.success ? parsed.data : null;

  const save = (next: Values, message: string) => {
    const result = teamBrandInputSchema.safeParse(input(next));
    if (!result.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(input(next), {
      onSuccess: () => toast.success(message),
      onError: (error) => {
        if (error instanceof AppError && error.fields) setErrors(error.fields as Partial<Record<Field, string>>);
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(values, 'Brand saved');
  };
  const reset = () => {
    const cleared = { primaryColor: '', accentColor: '', bannerUrl: '' };
    setValues(cleared);
    save(cleared, 'Default look restored');
  };
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form onSubmit={submit} aria-label="Brand kit" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {(['primaryColor', 'accentColor'] as const).map((field) => (
          <FormField
            key={field}
            label={field === 'primaryColor' ? 'Primary colour' : 'Accent colour'}
            description={<ContrastNote value={values[field]} />}
            error={errors[field]}
          >
            {(control) => (
              <div className="flex gap-2">
                <Input {...control} value={values[field]} onChange={set(field)} placeholder="#3b82f6" maxLength={7} disabled={disabled} />
                <input
                  type="color"
                  aria-label={`${field === 'primaryColor' ? 'Primary' : 'Accent'} colour picker`}
                  value={HEX.test(values[field]) ? values[field].toLowerCase() : '#000000'}
                  onChange={set(field)}
                  disabled={disabled}
                  className="h-10 w-12 shrink-0 cursor-pointer rounded-md border bg-background"
                />
              </div>
            )}
          </FormField>
        ))}
      </div>
      <ImageUploadField
        label="Banner image"
        description="Optional. A wide image, shown above the colours."
        value={values.bannerUrl}
        onChange={(url) => setValues((current) => ({ ...current, bannerUrl: url }))}
        error={errors.bannerUrl}
        disabled={disabled}
        hasOldLink={hasOldBannerLink}
        preview={() => null}
      />
      {preview && (preview.primaryColor || preview.accentColor || preview.bannerUrl) ? (
        <div className="grid gap-1">
          <p className="text-sm font-medium">Preview</p>
          <TeamBrandBand brand={preview} name={teamName} />
        </div>
      ) : null}
      {update.isError && !(update.error instanceof AppError && update.error.fields) ? <FormAlert>{update.error.message}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={disabled || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save brand'}
        </Button>
        <Button type="button" variant="outline" disabled={disabled || update.isPending} onClick={reset}>
          Use the default look
        </Button>
      </div>
    </form>
  );
}
