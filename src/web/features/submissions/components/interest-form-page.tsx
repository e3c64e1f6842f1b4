/**
 * The public interest form (issue 13.4, docs/decisions/038): the program's
 * published JSON Schema rendered with @rjsf/core, checked in the browser by
 * a validator that compiles nothing (the CSP forbids eval) and on the server
 * by ajv, whose field errors come back onto the fields. A signed-in player
 * finds their profile blocks filled in, reviews them and sends in one
 * click; a visitor gives name, email and date of birth (and a guardian's
 * email under 18). After sending: the application link, to copy, and where
 * it was emailed. A honeypot field, hidden from people (off screen, out of
 * the tab order, hidden from assistive technology), goes with the answers:
 * only a bot fills it, and the server then refuses quietly (decision 038).
 */
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import Lock from 'lucide-react/icons/lock';
import SearchX from 'lucide-react/icons/search-x';
import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ageBracket, ageOn } from '#shared/account/age-verification.ts';
import { AppError } from '#shared/app-error.ts';
import { collegeProgramLabel } from '#shared/contracts/my-college-programs.ts';
import { SUBMISSION_TEXTS, UPDATE_CONFIRM_HOURS, visitorSchema, type PublicForm, type SubmissionResult, type VisitorInput } from '#shared/contracts/submissions.ts';
import type { FormField as InterestFormField } from '#shared/contracts/interest-form-fields.ts';
import { INTEREST_FORM_DEFAULTS, INTEREST_FORM_FIELDS, INTEREST_FORM_WIDGETS, presentedUiSchema, type InterestFormContext } from '#web/components/interest-form/interest-form-controls.tsx';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { PageStatePanel } from '#web/components/layout/page-state-panel.tsx';
import { PageErrorState } from '#web/components/page-error-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { usePublicForm, useSubmitForm } from '../api/submissions.ts';
import { noEvalValidator } from '#web/lib/no-eval-form-validator.ts';

export const FORM_TEXTS = {
  loading: 'Loading the form...',
  loadFailed: 'Could not load this form.',
  sent: 'Your answers were sent',
  updated: 'Your answers were updated',
  checkEmail: 'Check your email to confirm',
  copied: 'Link copied',
  submit: 'Send my answers',
  resubmit: 'Update my answers',
} as const;

/** rjsf's plain markup, in the app's look (inputs, labels, help and error text). */
const RJSF_LOOK = [
  'grid gap-4',
  '[&_.form-group]:mb-4 [&_.form-group]:grid [&_.form-group]:gap-1.5',
  '[&_label]:text-sm [&_label]:font-medium [&_legend]:mb-2 [&_legend]:text-base [&_legend]:font-semibold',
  '[&_input:not([type=checkbox]):not([type=radio])]:h-10 [&_input:not([type=checkbox]):not([type=radio])]:w-full',
  '[&_input]:rounded-md [&_input]:border [&_input]:border-input [&_input]:bg-background [&_input]:px-3 [&_input]:text-sm',
  '[&_textarea]:min-h-24 [&_textarea]:w-full [&_textarea]:rounded-md [&_textarea]:border [&_textarea]:border-input [&_textarea]:bg-background [&_textarea]:p-3 [&_textarea]:text-sm',
  '[&_select]:h-10 [&_select]:w-full [&_select]:rounded-md [&_select]:border [&_select]:border-input [&_select]:bg-background [&_select]:px-3 [&_select]:text-sm',
  '[&_.required]:ms-0.5 [&_.required]:text-destructive',
  '[&_.field-description]:text-xs [&_.field-description]:text-muted-foreground [&_.help-block]:text-xs [&_.help-block]:text-muted-foreground',
  '[&_.error-detail]:text-sm [&_.error-detail]:font-medium [&_.error-detail]:text-destructive',
  '[&_.array-item-toolbox_button]:rounded-md [&_.array-item-toolbox_button]:border [&_.array-item-toolbox_button]:px-2 [&_.btn-add]:rounded-md [&_.btn-add]:border [&_.btn-add]:px-3 [&_.btn-add]:py-1',
].join(' ');

type VisitorErrors = Partial<Record<keyof VisitorInput, string>>;

function splitServerErrors(fields: Record<string, string> | undefined) {
  const visitor: VisitorErrors = {};
  const answers: ErrorSchema = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    if (key.startsWith('visitor.')) visitor[key.slice('visitor.'.length) as keyof VisitorInput] = message;
    else if (key !== '_form') (answers as Record<string, { __errors: string[] }>)[key] = { __errors: [message] };
  }
  return { visitor, answers };
}

function isMinorBirthDate(birthDate: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return false;
  return ageBracket(ageOn(birthDate, new Date())) === 'minor';
}

function programName(form: PublicForm) {
  return collegeProgramLabel(form).slice(form.collegeName.length + 1);
}

function FormHeader({ form }: { form: PublicForm }) {
  return (
    <header className="grid gap-1">
      <p className="text-sm text-muted-foreground">
        <Link className="underline-offset-4 hover:underline" to={paths.college.getHref(form.collegeSlug)}>
          {form.collegeName}
        </Link>{' '}
        · {programName(form)}
      </p>
      <h1 className="text-2xl font-bold sm:text-3xl">{form.title}</h1>
      {form.description ? <p className="whitespace-pre-line text-muted-foreground">{form.description}</p> : null}
    </header>
  );
}

/** A visitor's repeat (decision 038): held until the link emailed to the address confirms it. */
function ConfirmByEmailPanel({ emailedTo }: { emailedTo: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4 sm:p-6">
      <h2 id={headingId} className="text-xl font-semibold" tabIndex={-1} ref={(node) => node?.focus()}>
        {FORM_TEXTS.checkEmail}
      </h2>
      <p className="text-sm">
        This form was already sent with <strong>{emailedTo}</strong>. To replace the earlier answers with these, open the link we just emailed to that
        address within {UPDATE_CONFIRM_HOURS} hours. Until then the earlier answers stay as they were.
      </p>
    </section>
  );
}

export function SubmittedPanel({ result }: { result: SubmissionResult }) {
  if (result.applicationPath === null) return <ConfirmByEmailPanel emailedTo={result.emailedTo} />;
  return <ApplicationLinkPanel result={result} applicationPath={result.applicationPath} />;
}

function ApplicationLinkPanel({ result, applicationPath }: { result: SubmissionResult; applicationPath: string }) {
  const fieldId = useId();
  const link = `${window.location.origin}${applicationPath}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(FORM_TEXTS.copied);
    } catch {
      document.getElementById(fieldId)?.focus();
    }
  }
  return (
    <section aria-labelledby={`${fieldId}-title`} className="grid gap-4 rounded-lg border p-4 sm:p-6">
      <h2 id={`${fieldId}-title`} className="text-xl font-semibold" tabIndex={-1} ref={(node) => node?.focus()}>
        {result.outcome === 'updated' ? FORM_TEXTS.updated : FORM_TEXTS.sent}
      </h2>
      <p className="text-sm">
        Your application page shows your answers and where your application stands, and lets you withdraw it. We emailed the link to{' '}
        <strong>{result.emailedTo}</strong>.
        {result.guardianCopyTo ? (
          <>
            {' '}
            We emailed <strong>{result.guardianCopyTo}</strong> a link to see your answers.
          </>
        ) : null}
      </p>
      <div className="grid gap-2">
        <label htmlFor={fieldId} className="text-sm font-medium">
          Your application link
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id={fieldId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            Copy link
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">Keep it to yourself: anyone with the link can see and withdraw your application.</p>
      </div>
      <div>
        <Button asChild>
          <Link to={applicationPath}>Open my application</Link>
        </Button>
      </div>
    </section>
  );
}

function VisitorFields({ value, onChange, errors }: { value: VisitorInput; onChange: (value: VisitorInput) => void; errors: VisitorErrors }) {
  const minor = isMinorBirthDate(value.birthDate);
  const set = (key: keyof VisitorInput) => (event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [key]: event.target.value });
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-base font-semibold">About you</legend>
      <p className="text-sm text-muted-foreground">No account needed. Signed-in players have this filled in from their profile.</p>
      <FormField label="Your name" error={errors.name}>
        {(control) => <Input {...control} autoComplete="name" value={value.name} onChange={set('name')} />}
      </FormField>
      <FormField label="Email" error={errors.email} description="Your application link is sent here.">
        {(control) => <Input {...control} type="email" autoComplete="email" value={value.email} onChange={set('email')} />}
      </FormField>
      <FormField label="Date of birth" error={errors.birthDate}>
        {(control) => <Input {...control} type="date" autoComplete="bday" value={value.birthDate} onChange={set('birthDate')} />}
      </FormField>
      {minor || errors.guardianEmail ? (
        <FormField label="Parent or guardian email" error={errors.guardianEmail} description="Players under 18 send forms with a parent or guardian informed: we email them a link to see your answers.">
          {(control) => <Input {...control} type="email" value={value.guardianEmail ?? ''} onChange={set('guardianEmail')} />}
        </FormField>
      ) : null}
    </fieldset>
  );
}

/** The honeypot: people never reach it; a bot that fills every field sends it filled. */
function HoneypotField({ inputRef }: { inputRef: React.Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input ref={inputRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

function LiveForm({ form, slug, formId, via }: { form: PublicForm; slug: string; formId: string; via?: string }) {
  const submit = useSubmitForm(slug, formId);
  const player = form.viewer.kind === 'player' ? form.viewer : null;
  const [answers, setAnswers] = useState<Record<string, unknown>>(() => ({ ...(player?.prefill ?? {}) }));
  const [visitor, setVisitor] = useState<VisitorInput>({ name: '', email: '', birthDate: '', guardianEmail: '' });
  const [visitorErrors, setVisitorErrors] = useState<VisitorErrors>({});
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>(undefined);
  const alertRef = useRef<HTMLDivElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const uiSchema = useMemo(() => presentedUiSchema(form.uiSchema, form.fields as InterestFormField[]), [form.uiSchema, form.fields]);
  const formContext = useMemo<InterestFormContext>(() => ({ gameRank: { titleName: form.titleName, ranks: form.rankChoices } }), [form.titleName, form.rankChoices]);

  if (submit.data) return <SubmittedPanel result={submit.data} />;

  function send(formData: Record<string, unknown>) {
    setExtraErrors(undefined);
    let visitorBody: VisitorInput | undefined;
    if (!player) {
      const parsed = visitorSchema.safeParse(visitor);
      if (!parsed.success) {
        const errors: VisitorErrors = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0]) as keyof VisitorInput] ??= issue.message;
        setVisitorErrors(errors);
        return;
      }
      visitorBody = visitor;
    }
    setVisitorErrors({});
    const website = honeypotRef.current?.value ?? '';
    submit.mutate(
      { answers: formData, ...(visitorBody ? { visitor: visitorBody } : {}), ...(via ? { via } : {}), ...(website ? { website } : {}) },
      {
        onError: (error) => {
          const split = splitServerErrors(error instanceof AppError ? error.fields : undefined);
          setVisitorErrors(split.visitor);
          setExtraErrors(Object.keys(split.answers).length > 0 ? split.answers : undefined);
          queueMicrotask(() => alertRef.current?.focus());
        },
      },
    );
  }

  return (
    <div className="grid gap-6">
      {player ? (
        <p className="rounded-md border bg-muted/40 p-3 text-sm">
          Sending as <strong>{player.name}</strong> ({player.email}). Your profile answers are filled in: check them, then send.
          {player.alreadySubmitted ? ' You sent this form before: sending it again updates your answers.' : ''}
        </p>
      ) : null}
      {submit.isError ? (
        <div ref={alertRef} tabIndex={-1}>
          <FormAlert>{submit.error.message}</FormAlert>
        </div>
      ) : null}
      <div className={RJSF_LOOK}>
        <Form
          schema={form.jsonSchema as RJSFSchema}
          uiSchema={uiSchema}
          fields={INTEREST_FORM_FIELDS}
          widgets={INTEREST_FORM_WIDGETS}
          experimental_defaultFormStateBehavior={INTEREST_FORM_DEFAULTS}
          formContext={formContext}
          formData={answers}
          validator={noEvalValidator}
          extraErrors={extraErrors}
          showErrorList={false}
          noHtml5Validate
          onChange={(event) => setAnswers(event.formData as Record<string, unknown>)}
          onSubmit={(event) => send(event.formData as Record<string, unknown>)}
        >
          {player ? null : <VisitorFields value={visitor} onChange={setVisitor} errors={visitorErrors} />}
          <HoneypotField inputRef={honeypotRef} />
          <div className="mt-6 flex justify-end">
            <Button type="submit" size="lg" disabled={submit.isPending} className="w-full sm:w-auto">
              {submit.isPending ? <Spinner /> : null}
              {player?.alreadySubmitted ? FORM_TEXTS.resubmit : FORM_TEXTS.submit}
            </Button>
          </div>
        </Form>
      </div>
    </div>
  );
}

export function InterestFormPage({ slug, formId, via }: { slug: string; formId: string; via?: string }) {
  const query = usePublicForm(slug, formId);
  if (query.isPending) return <PageLoading label={FORM_TEXTS.loading} />;
  if (!query.data) {
    const error = query.error;
    if (error instanceof AppError && error.code === 'not_found') {
      return (
        <PageStatePanel icon={<SearchX aria-hidden="true" className="size-12 text-muted-foreground" />} title={SUBMISSION_TEXTS.formNotFound}>
          <Button asChild variant="outline">
            <Link to={paths.colleges.getHref()}>Browse all colleges</Link>
          </Button>
        </PageStatePanel>
      );
    }
    return <PageErrorState title={FORM_TEXTS.loadFailed} message={error?.message} onRetry={() => void query.refetch()} />;
  }
  const form = query.data;
  if (form.closed) {
    return (
      <PageStatePanel icon={<Lock aria-hidden="true" className="size-12 text-muted-foreground" />} title={SUBMISSION_TEXTS.formClosed}>
        <p className="basis-full text-muted-foreground">
          {form.collegeName} {programName(form)} is not taking answers to “{form.title}” now.
        </p>
        <Button asChild variant="outline">
          <Link to={paths.college.getHref(form.collegeSlug)}>Visit the college page</Link>
        </Button>
      </PageStatePanel>
    );
  }
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:py-10">
      <title>{`${form.title} · ${form.collegeName} · Esports Recruiting`}</title>
      <FormHeader form={form} />
      {form.viewer.kind === 'refused' ? <FormAlert>{form.viewer.message}</FormAlert> : <LiveForm form={form} slug={slug} formId={formId} via={via} />}
    </div>
  );
}
