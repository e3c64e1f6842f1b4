/**
 * The manage screen's header (spec 2.4): logo, name, type, tier; for
 * managers the Manager badge, Team Settings and (bronze teams) Upgrade to
 * Silver; the calendar feed; the archived notice.
 */
import Archive from 'lucide-react/icons/archive';
import Settings from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Link } from 'react-router';
import { type TeamManage } from '#shared/contracts/teams-manage.ts';
import { ORGANIZATION_TYPE_LABELS, TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { CalendarFeedButton } from './schedule/calendar-feed-button.tsx';
import { SUBSCRIPTION_TIER_LABELS } from '../subscription-tier-labels.ts';
import { TeamBrandBand } from '../team-brand-band.tsx';
import { TeamLogo } from '../team-logo.tsx';
import { UpgradeDialog } from './settings/upgrade-dialog.tsx';

const TIER_STYLES = {
  bronze: 'border-amber-700/40 bg-amber-700/15 text-amber-900 dark:text-amber-300',
  silver: 'border-slate-400/50 bg-slate-400/15 text-slate-800 dark:text-slate-200',
  gold: 'border-yellow-500/50 bg-yellow-400/20 text-yellow-900 dark:text-yellow-200',
} as const;

export function ManageHeader({ data }: { data: TeamManage }) {
  const { team, viewer } = data;
  return (
    <header className="grid gap-4">
      <TeamBrandBand brand={data.brand} name={team.name} />
      <div className="flex flex-wrap items-center gap-4">
        <TeamLogo name={team.name} logoUrl={team.logoUrl} className="size-16" />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{team.name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">{ORGANIZATION_TYPE_LABELS[team.organizationType]}</span>
            <span className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold', TIER_STYLES[team.subscriptionTier])}>
              {SUBSCRIPTION_TIER_LABELS[team.subscriptionTier]}
            </span>
            {viewer.isManager ? (
              <span className="inline-flex items-center gap-1 rounded-full border border-primary/40 bg-primary/15 px-2 py-0.5 text-xs font-semibold">
                <ShieldCheck aria-hidden="true" className="size-3.5" /> Manager
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <CalendarFeedButton data={data} />
          {viewer.isManager && team.subscriptionTier === 'bronze' && !team.archivedAt ? <UpgradeDialog teamId={team.id} currentTier={team.subscriptionTier} /> : null}
          {viewer.isManager ? (
            <Button asChild variant="outline" size="sm">
              <Link to={paths.teams.settings.getHref(team.id)}>
                <Settings aria-hidden="true" /> Team Settings
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      {team.archivedAt ? (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-amber-600/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-900 dark:text-amber-200">
          <Archive aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {TEAM_TEXTS.archived}
        </p>
      ) : null}
    </header>
  );
}
