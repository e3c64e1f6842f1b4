/**
 * The slide-up "how it works" overlays of the landing page: a Radix dialog
 * shown as a bottom sheet (focus moves in, stays in, and returns to the
 * button that opened it; Escape and the backdrop close it). Loaded on
 * first use so the landing page does not pay for it up front.
 */
import ArrowRight from 'lucide-react/icons/arrow-right';
import Compass from 'lucide-react/icons/compass';
import Gauge from 'lucide-react/icons/gauge';
import ListChecks from 'lucide-react/icons/list-checks';
import MessageSquare from 'lucide-react/icons/message-square';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import type { ComponentType, ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { PIPELINE_STAGES } from '../landing-content.ts';

export type Audience = 'players' | 'colleges';

interface Step {
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  text: ReactNode;
}

const CONTENT: Record<
  Audience,
  { title: string; description: string; steps: Step[]; cta: { label: string; href: string } }
> = {
  players: {
    title: 'How it works for players',
    description: 'Three steps from a profile to a conversation with a college coach.',
    steps: [
      {
        Icon: Compass,
        title: 'Discover Programs',
        text: 'Browse verified college esports programs by game, scholarships and level of play, and save the ones you like to your lists.',
      },
      {
        Icon: Gauge,
        title: 'Compatibility Match',
        text: 'Your games, ranks, roles, grades and goals are compared with what each program looks for, so you see a match score for every program before you reach out.',
      },
      {
        Icon: MessageSquare,
        title: 'Connect with Coaches',
        text: 'Message coaches and recruiters on the platform, share your player card and follow where you stand with each program. Parents and guardians can follow along.',
      },
    ],
    cta: { label: 'Find Your Team Fit', href: paths.colleges.getHref() },
  },
  colleges: {
    title: 'How it works for colleges',
    description: 'Find players, track every recruit, and collect what you need to decide.',
    steps: [
      {
        Icon: Search,
        title: 'Discover Players',
        text: 'Search published player profiles by game, rank, role and graduation year. Contact details of players under 18 stay private until they choose to connect.',
      },
      {
        Icon: ListChecks,
        title: 'Manage Your Pipeline',
        text: (
          <>
            Move each recruit through your stages and see your whole class at a glance:
            <span className="mt-2 flex flex-wrap gap-1.5" role="list" aria-label="Pipeline stages">
              {PIPELINE_STAGES.map((stage, index) => (
                <span
                  key={stage}
                  role="listitem"
                  className="inline-flex items-center gap-1 rounded-full border bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground"
                >
                  <span aria-hidden="true" className="text-muted-foreground">
                    {index + 1}.
                  </span>
                  {stage}
                </span>
              ))}
            </span>
          </>
        ),
      },
      {
        Icon: MessageSquare,
        title: 'Collect Data with Custom Interest Forms',
        text: 'Publish interest forms with your own questions (academics, availability, hardware, clips) and get every answer attached to the player in your pipeline.',
      },
    ],
    cta: { label: 'Start Recruiting Now', href: paths.recruitingDashboard.getHref() },
  },
};

export interface HowItWorksSheetProps {
  audience: Audience;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus returns when the sheet closes (the button that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

export function HowItWorksSheet({ audience, open, onOpenChange, returnFocusRef }: HowItWorksSheetProps) {
  const content = CONTENT[audience];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[88dvh] w-full max-w-3xl overflow-y-auto rounded-t-2xl border border-b-0 bg-popover p-5 pb-8 text-popover-foreground shadow-2xl transition-transform duration-300 ease-out outline-none starting:translate-y-full motion-reduce:transition-none sm:p-8"
        >
          <div aria-hidden="true" className="mx-auto mb-5 h-1.5 w-12 rounded-full bg-muted" />
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Close" className="absolute top-3 right-3">
              <X aria-hidden="true" />
            </Button>
          </Dialog.Close>
          <Dialog.Title className="pr-10 text-2xl font-bold tracking-tight">{content.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-muted-foreground">{content.description}</Dialog.Description>
          <ol className="mt-6 grid gap-5">
            {content.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary"
                >
                  <step.Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold">
                    <span className="text-muted-foreground">Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={content.cta.href}>
                {content.cta.label} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Dialog.Close asChild>
              <Button variant="outline" size="lg">
                Back to the overview
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
