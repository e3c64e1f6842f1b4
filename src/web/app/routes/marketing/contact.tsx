import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useSearchParams } from 'react-router';
import { CONTACT_TOPICS, type ContactTopic } from '#shared/contracts/contact.ts';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import { InfoPage } from '#web/features/marketing/components/info-page.tsx';

function topicFrom(value: string | null): ContactTopic | undefined {
  return CONTACT_TOPICS.find((topic) => topic === value);
}

export function ContactRoute() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <title>Contact · Esports Recruiting</title>
      <InfoPage
        title="Contact us"
        lead="Questions about recruiting, your team, your account or your privacy: send us a message and a member of our staff will reply by email."
      >
        <div className="grid gap-8 lg:grid-cols-[1fr_16rem]">
          <section aria-labelledby="contact-form-title" className="grid gap-4">
            <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
              Send a message
            </h2>
            <ContactForm defaultTopic={topicFrom(searchParams.get('topic'))} />
          </section>
          <aside aria-label="What to expect" className="grid content-start gap-4 text-sm">
            <div className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-highlight" />
              <p>We reply within two business days, usually sooner.</p>
            </div>
            <div className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-highlight" />
              <p>Your message goes to our staff inbox and is answered from there.</p>
            </div>
            <div className="flex gap-3">
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-highlight" />
              <p>
                Worried about someone&apos;s safety? Choose <strong>Report a problem</strong>: those messages are read
                first.
              </p>
            </div>
          </aside>
        </div>
      </InfoPage>
    </>
  );
}
