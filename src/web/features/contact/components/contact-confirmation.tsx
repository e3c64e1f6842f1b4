import CircleCheck from 'lucide-react/icons/circle-check';
import { CONTACT_TOPIC_LABELS, type ContactMessage } from '#shared/contracts/contact.ts';
import { Button } from '#web/components/ui/button.tsx';

/** What the sender sees once the message is stored and staff are emailed. */
export function ContactConfirmation({ message, onSendAnother }: { message: ContactMessage; onSendAnother: () => void }) {
  const isPrivacy = message.topic === 'privacy';
  const isProblem = message.topic === 'report_problem';
  return (
    <div role="status" className="grid gap-4 rounded-xl border border-success/40 bg-success/10 p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">Thanks, {message.name}. Your message was sent.</h2>
          <p className="text-sm text-muted-foreground">
            Topic: {CONTACT_TOPIC_LABELS[message.topic]}. A copy went to our staff inbox.
          </p>
        </div>
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">What happens next</h3>
        <ol className="grid list-decimal gap-1.5 pl-5 text-sm">
          <li>A member of our staff reads your message, usually within one business day.</li>
          <li>
            We reply by email to <span className="font-medium wrap-break-word">{message.email}</span> within two business
            days. Check your spam folder if nothing arrives.
          </li>
          {isPrivacy ? (
            <li>
              For access or deletion requests we first confirm that the request comes from the account holder (or the
              parent or guardian of a player under 18), then complete it within 30 days.
            </li>
          ) : null}
          {isProblem ? (
            <li>If the problem puts someone at risk, we act on it first and reply afterwards.</li>
          ) : null}
        </ol>
      </div>
      <Button variant="outline" onClick={onSendAnother} className="justify-self-start">
        Send Another Message
      </Button>
    </div>
  );
}
