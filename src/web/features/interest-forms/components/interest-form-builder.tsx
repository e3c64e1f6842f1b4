/**
 * The interest form builder (issue 13.4, docs/decisions/037): the title,
 * description and fields of one form's draft, with a live preview; Save
 * draft, Publish (confirmed: it freezes a version), Close or Reopen,
 * settings (add to the pipeline automatically, close date), Delete while
 * nobody has answered. Leaving with unsaved changes asks first.
 */
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { AppError } from '#shared/app-error.ts';
import { FORM_FIELDS_MAX, FORM_QUESTION_TYPES, FORM_QUESTION_TYPE_LABELS, PROFILE_BLOCKS, PROFILE_BLOCK_LABELS } from '#shared/contracts/interest-form-fields.ts';
import { INTEREST_FORM_DESCRIPTION_MAX, INTEREST_FORM_TEXTS, INTEREST_FORM_TITLE_MAX, type InterestFormDetail } from '#shared/contracts/interest-forms.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { toast } from '#web/lib/toast.ts';
import { useDeleteInterestForm, useInterestForm, usePublishInterestForm, useSaveInterestFormDraft, useSetInterestFormStatus } from '../api/interest-forms.ts';
import { fieldErrorsByIndex, newProfileBlock, newQuestion, sameFields, type BuilderField } from './builder-fields.ts';
import { InterestFormSettingsCard } from './interest-form-settings-card.tsx';
import { InterestFormStatusBadge } from './interest-form-status-badge.tsx';
import { ShortLinkCopy } from './short-link-copy.tsx';
import { SortableFieldList } from './sortable-field-list.tsx';

const FormPreview = lazy(() => import('./form-preview.tsx').then((module) => ({ default: module.FormPreview })));

export interface InterestFormBuilderProps {
  programId: string;
  formId: string;
  canPublish: boolean;
  onClose: () => void;
}

export function InterestFormBuilder({ programId, formId, canPublish, onClose }: InterestFormBuilderProps) {
  const query = useInterestForm(programId, formId);
  if (query.isPending) return <LoadingState layout="inline">Loading the form...</LoadingState>;
  if (query.isError) {
    const missing = query.error instanceof AppError && (query.error.code === 'not_found' || query.error.code === 'validation');
    const allForms = (
      <Button variant="outline" onClick={onClose}>
        All forms
      </Button>
    );
    if (missing) {
      return (
        <div role="alert" className="grid justify-items-start gap-3 rounded-md border border-destructive/50 p-4">
          <p className="flex items-center gap-2 text-destructive">
            <CircleAlert aria-hidden="true" className="size-4" /> {INTEREST_FORM_TEXTS.formNotFound}
          </p>
          {allForms}
        </div>
      );
    }
    return (
      <div className="grid justify-items-start gap-3">
        <ErrorState layout="inline" title="Could not load the form:" error={query.error} retryLabel="Try Again" onRetry={() => void query.refetch()} />
        {allForms}
      </div>
    );
  }
  return <BuilderEditor form={query.data} programId={programId} canPublish={canPublish} onClose={onClose} />;
}

interface Baseline {
  title: string;
  description: string;
  fields: BuilderField[];
}

const baselineOf = (form: InterestFormDetail): Baseline => ({ title: form.title, description: form.description ?? '', fields: form.draftFields });

function BuilderEditor({ form, programId, canPublish, onClose }: { form: InterestFormDetail; programId: string; canPublish: boolean; onClose: () => void }) {
  const [baseline, setBaseline] = useState<Baseline>(() => baselineOf(form));
  const [title, setTitle] = useState(baseline.title);
  const [description, setDescription] = useState(baseline.description);
  const [fields, setFields] = useState<BuilderField[]>(baseline.fields);
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const save = useSaveInterestFormDraft(programId, form.id);
  const publish = usePublishInterestForm(programId, form.id);
  const status = useSetInterestFormStatus(programId, form.id);
  const remove = useDeleteInterestForm(programId);
  const dirty = title !== baseline.title || description !== baseline.description || !sameFields(fields, baseline.fields);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const saveError = save.error instanceof AppError ? save.error : null;
  const errorsByField = fieldErrorsByIndex(saveError?.fields);
  const usedBlocks = new Set(fields.flatMap((field) => (field.kind === 'profile' ? [field.block] : [])));
  const full = fields.length >= FORM_FIELDS_MAX;
  const busy = save.isPending || publish.isPending;

  async function saveDraft(): Promise<boolean> {
    try {
      const saved = await save.mutateAsync({ title, description: description || null, fields });
      setBaseline({ title, description, fields: saved.draftFields });
      setFields(saved.draftFields);
      return true;
    } catch {
      return false;
    }
  }

  async function onSave() {
    if (await saveDraft()) toast.success(INTEREST_FORM_TEXTS.saved);
  }

  async function onPublish() {
    setConfirmingPublish(false);
    if (dirty && !(await saveDraft())) return;
    try {
      const result = await publish.mutateAsync();
      toast.success(result.newVersion ? `${INTEREST_FORM_TEXTS.published}: version ${result.form.currentVersion}` : INTEREST_FORM_TEXTS.unchanged);
    } catch (error) {
      toast.error('Could not publish the form', { description: error instanceof Error ? error.message : undefined });
    }
  }

  function changeStatus(action: 'close' | 'reopen') {
    status.mutate(action, {
      onSuccess: () => toast.success(action === 'close' ? INTEREST_FORM_TEXTS.closed : INTEREST_FORM_TEXTS.reopened),
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="ghost" onClick={onClose}>
          <ArrowLeft aria-hidden="true" /> All forms
        </Button>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <InterestFormStatusBadge status={form.status} />
          <span>{form.currentVersion ? `Live: version ${form.currentVersion}` : 'Not published yet'}</span>
          <span>
            {form.submissionCount} {form.submissionCount === 1 ? 'response' : 'responses'}
          </span>
          {dirty ? <span className="font-medium text-foreground">Unsaved changes</span> : form.currentVersion && form.hasUnpublishedChanges ? <span>Saved, not published</span> : null}
        </p>
      </div>
      {form.shortLinkCode ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Link:</span> <ShortLinkCopy code={form.shortLinkCode} formTitle={form.title} />
        </p>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-4">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Form</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              {saveError && !saveError.fields?.title && errorsByField.size === 0 ? <FormAlert>{saveError.message}</FormAlert> : null}
              {saveError && errorsByField.size > 0 ? <FormAlert>{saveError.message}</FormAlert> : null}
              <FormField label="Title" error={saveError?.fields?.title}>
                {(control) => <Input {...control} value={title} maxLength={INTEREST_FORM_TITLE_MAX} onChange={(event) => setTitle(event.target.value)} />}
              </FormField>
              <FormField label="Description (optional)" error={saveError?.fields?.description}>
                {(control) => <Textarea {...control} value={description} rows={3} maxLength={INTEREST_FORM_DESCRIPTION_MAX} onChange={(event) => setDescription(event.target.value)} />}
              </FormField>
            </CardContent>
          </Card>

          {fields.length === 0 ? (
            <EmptyState>No fields yet. Add questions and profile blocks below.</EmptyState>
          ) : (
            <SortableFieldList fields={fields} errors={errorsByField} onChange={setFields} />
          )}

          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Add a field</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3">
              {full ? <p className="text-sm text-muted-foreground">A form can have at most {FORM_FIELDS_MAX} fields.</p> : null}
              <div role="group" aria-label="Add a question" className="flex flex-wrap gap-2">
                {FORM_QUESTION_TYPES.map((type) => (
                  <Button key={type} type="button" variant="outline" size="sm" disabled={full} onClick={() => setFields([...fields, newQuestion(type, fields)])} aria-label={`Add ${FORM_QUESTION_TYPE_LABELS[type]} question`}>
                    {FORM_QUESTION_TYPE_LABELS[type]}
                  </Button>
                ))}
              </div>
              <p className="text-sm font-medium">From the player’s profile</p>
              <div role="group" aria-label="Add a profile block" className="flex flex-wrap gap-2">
                {PROFILE_BLOCKS.map((block) => (
                  <Button key={block} type="button" variant="outline" size="sm" disabled={full || usedBlocks.has(block)} onClick={() => setFields([...fields, newProfileBlock(block)])} aria-label={`Add ${PROFILE_BLOCK_LABELS[block]} block`}>
                    {PROFILE_BLOCK_LABELS[block]}
                  </Button>
                ))}
              </div>
            </CardContent>
          </Card>

          <div className="flex flex-wrap items-center gap-2">
            <Button onClick={() => void onSave()} disabled={busy || !dirty}>
              {save.isPending ? 'Saving...' : 'Save draft'}
            </Button>
            {canPublish ? (
              <Button variant="secondary" onClick={() => setConfirmingPublish(true)} disabled={busy || fields.length === 0}>
                {publish.isPending ? 'Publishing...' : 'Publish'}
              </Button>
            ) : (
              <span className="text-sm text-muted-foreground">{INTEREST_FORM_TEXTS.cannotPublish}</span>
            )}
            {form.status === 'published' ? (
              <Button variant="outline" onClick={() => changeStatus('close')} disabled={status.isPending}>
                Close form
              </Button>
            ) : null}
            {form.status === 'closed' && canPublish ? (
              <Button variant="outline" onClick={() => changeStatus('reopen')} disabled={status.isPending}>
                Reopen form
              </Button>
            ) : null}
            {form.submissionCount === 0 ? (
              <ConfirmDeleteButton
                title={`Delete “${form.title}”?`}
                description="Its versions and its link go too. Nobody has answered it yet."
                confirmLabel="Delete form"
                isPending={remove.isPending}
                triggerLabel={`Delete form ${form.title}`}
                onConfirm={async () => {
                  try {
                    await remove.mutateAsync(form.id);
                  } catch (error) {
                    toast.error('Could not delete the form', { description: error instanceof Error ? error.message : undefined });
                    return false;
                  }
                  toast.success(INTEREST_FORM_TEXTS.deleted);
                  setBaseline({ title, description, fields });
                  return true;
                }}
                onDeleted={onClose}
              />
            ) : null}
          </div>

          <InterestFormSettingsCard programId={programId} form={form} />
        </div>

        <Card className="content-start">
          <CardHeader>
            <CardTitle className="text-lg">Preview</CardTitle>
          </CardHeader>
          <CardContent>
            <Suspense
              fallback={
                <p role="status" className="flex items-center gap-2 text-muted-foreground">
                  <Spinner className="size-4" /> Loading the preview...
                </p>
              }
            >
              <FormPreview fields={fields} />
            </Suspense>
          </CardContent>
        </Card>
      </div>

      <ConfirmDialog
        open={confirmingPublish}
        onOpenChange={setConfirmingPublish}
        title={`Publish “${title || form.title}”?`}
        description={INTEREST_FORM_TEXTS.publishConfirm}
        confirmLabel={dirty ? 'Save and publish' : 'Publish'}
        onConfirm={() => void onPublish()}
      />

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => (!open && blocker.state === 'blocked' ? blocker.reset() : undefined)}
        title="Leave the builder?"
        description={INTEREST_FORM_TEXTS.unsavedChanges}
        cancelLabel="Stay"
        confirmLabel="Leave without saving"
        onConfirm={() => (blocker.state === 'blocked' ? blocker.proceed() : undefined)}
      />
    </div>
  );
}
