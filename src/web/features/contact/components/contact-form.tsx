import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '#web/lib/toast.ts';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  contactMessageBodySchema,
  type ContactMessage,
  type ContactMessageInput,
  type ContactTopic,
} from '#shared/contracts/contact.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { applyFieldErrors } from '#web/lib/apply-field-errors.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { cn } from '#web/lib/cn.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { ContactConfirmation } from './contact-confirmation.tsx';

const FIELD_NAMES = ['name', 'email', 'topic', 'message'] as const;

/** Same look as Input, for the native select and textarea. */
const controlClass =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/30 sm:text-sm dark:[color-scheme:dark]';

export interface ContactFormProps {
  /** Preselects a topic (from ?topic= on /contact). */
  defaultTopic?: ContactTopic;
}

/** The /contact form; on success it is replaced by a confirmation that says what happens next. */
export function ContactForm({ defaultTopic }: ContactFormProps) {
  const { user, profile } = useAuth();
  const send = useSendContactMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ message: ContactMessage; id: string } | null>(null);
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageBodySchema),
    defaultValues: { name: '', email: '', topic: defaultTopic ?? ('' as ContactTopic), message: '' },
  });
  const { errors, dirtyFields } = form.formState;

  // Signed-in people do not retype who they are (unless they already started typing).
  const signedInName = profile?.displayName ?? user?.fullName;
  const signedInEmail = user?.email;
  useEffect(() => {
    if (signedInName && !dirtyFields.name && !form.getValues('name')) form.setValue('name', signedInName);
    if (signedInEmail && !dirtyFields.email && !form.getValues('email')) form.setValue('email', signedInEmail);
  }, [signedInName, signedInEmail, dirtyFields.name, dirtyFields.email, form]);

  const messageLength = useWatch({ control: form.control, name: 'message' })?.length ?? 0;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const receipt = await send.mutateAsync(values);
      setSent({ message: values, id: receipt.id });
      toast.success('Message sent', { description: 'Our staff will reply by email.' });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Could not send your message';
      if (!applyFieldErrors(error, form.setError, FIELD_NAMES)) setFormError(message);
      toast.error('Message not sent', { description: message });
    }
  });

  const confirmationRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div ref={confirmationRef} tabIndex={-1} className="outline-none">
        <ContactConfirmation
          message={sent.message}
          onSendAnother={() => {
            form.reset({
              name: sent.message.name,
              email: sent.message.email,
              topic: '' as ContactTopic,
              message: '',
            });
            setSent(null);
          }}
        />
      </div>
    );
  }

  const pending = send.isPending || form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="grid gap-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
        </FormField>
        <FormField label="Email" error={errors.email?.message} description="We reply to this address.">
          {(control) => (
            <Input {...control} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          )}
        </FormField>
      </div>
      <FormField label="Topic" error={errors.topic?.message}>
        {(control) => (
          <select {...control} className={cn(controlClass, 'h-10 py-0')} {...form.register('topic')}>
            <option value="" disabled>
              Choose a topic
            </option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {CONTACT_TOPIC_LABELS[topic]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label="Message"
        error={errors.message?.message}
        description={`${messageLength} / ${CONTACT_MESSAGE_MAX} characters. Please do not include passwords.`}
      >
        {(control) => <textarea {...control} rows={7} className={cn(controlClass, 'min-h-36 resize-y')} {...form.register('message')} />}
      </FormField>
      <Button type="submit" size="lg" disabled={pending} className="justify-self-start">
        {pending ? (
          <>
            <Spinner /> Sending...
          </>
        ) : (
          'Send Message'
        )}
      </Button>
    </form>
  );
}
