import Bell from 'lucide-react/icons/bell';
import BookOpen from 'lucide-react/icons/book-open';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import MessageSquare from 'lucide-react/icons/message-square';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Trophy from 'lucide-react/icons/trophy';
import Users from 'lucide-react/icons/users';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { InfoPage } from './info-page.tsx';

interface FeatureGroup {
  id: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  title: string;
  items: string[];
}

const GROUPS: FeatureGroup[] = [
  {
    id: 'players',
    Icon: Gamepad2,
    title: 'For players',
    items: [
      'A recruiting profile with your games, ranks, roles, achievements and highlights, published only when you decide',
      'A compatibility match that compares you with each college program',
      'College programs by game and by scholarship, saved to your own lists',
      'A player card and a pipeline view of where you stand with each program',
    ],
  },
  {
    id: 'families',
    Icon: ShieldCheck,
    title: 'For parents and guardians',
    items: [
      'Family accounts for parents and guardians',
      'A guardian email for every player aged 13 to 17, notified at sign-up',
      'Profiles of young players private until published, and emails never shown in search',
    ],
  },
  {
    id: 'colleges',
    Icon: GraduationCap,
    title: 'For colleges and recruiters',
    items: [
      'A recruiting dashboard for college staff, admissions and coaches',
      'Player search by name, game, rank and role',
      'A pipeline with the stages Interested, Contacted, Evaluating and Committed',
      'Custom interest forms and a college profile page your staff can edit',
    ],
  },
  {
    id: 'teams',
    Icon: Users,
    title: 'For team managers',
    items: [
      'Teams for high schools, colleges and pro organisations, with rosters per game',
      'Staff roles: head coach, assistant coach, analyst, manager and admin',
      'Recruiting posts and achievements on your team page',
      'Silver and gold tiers add analytics, unlimited staff and tournament management',
    ],
  },
  {
    id: 'practice',
    Icon: CalendarCheck,
    title: 'Practices and tournaments',
    items: [
      'Practices with a date, duration and attendance (attending, maybe, not attending)',
      'Tournaments online, on LAN or hybrid, with prize pools and results',
    ],
  },
  {
    id: 'messages',
    Icon: MessageSquare,
    title: 'Messaging',
    items: [
      'Direct conversations and group conversations of up to 7 people',
      'An inbox with unread counts, updated live',
    ],
  },
  {
    id: 'learn',
    Icon: BookOpen,
    title: 'Learning content and news',
    items: [
      'Guides on recruiting, scholarships and college esports, written by our staff',
      'News from the college esports scene',
    ],
  },
  {
    id: 'alerts',
    Icon: Bell,
    title: 'Made for everyone',
    items: [
      'Light, dark and system themes, saved to your account',
      'Works on phones, tablets and desktops, and with a keyboard and screen readers',
      'Announcements you can dismiss once you have read them',
    ],
  },
];

export function FeaturesPage() {
  return (
    <InfoPage
      title="Features"
      lead="Everything players, families, college programs, recruiters and team managers need for esports recruiting and team life."
    >
      <ul className="grid gap-5 sm:grid-cols-2">
        {GROUPS.map((group) => (
          <li key={group.id} className="rounded-2xl border bg-card p-5 shadow-sm">
            <section aria-labelledby={`features-${group.id}`}>
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-primary/15 text-primary">
                  <group.Icon aria-hidden="true" className="size-5" />
                </span>
                <h2 id={`features-${group.id}`} className="text-lg font-bold">
                  {group.title}
                </h2>
              </div>
              <ul className="mt-3 grid gap-2 text-sm">
                {group.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Trophy aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-highlight" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </section>
          </li>
        ))}
      </ul>
      <section aria-labelledby="features-game-tools" className="rounded-2xl border bg-card p-5 shadow-sm">
        <h2 id="features-game-tools" className="text-lg font-bold">
          Game tools
        </h2>
        <p className="mt-2 text-sm">
          <Link to={paths.mrCooldowns.getHref()} className="font-medium text-primary underline underline-offset-4">
            Marvel Rivals cooldown board
          </Link>
          : track both teams&rsquo; ability cooldowns during a match, with a cue just before each is ready.
        </p>
      </section>
      <div className="flex flex-col gap-3 rounded-2xl border bg-card/60 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-semibold">Ready to see it for yourself?</p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={paths.auth.root.getHref('get-started')}>Get Started</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.contact.getHref()}>Ask a Question</Link>
          </Button>
        </div>
      </div>
    </InfoPage>
  );
}
