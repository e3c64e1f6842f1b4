/** /rsvp?token=&answer= (issue 26.9, docs/decisions/073): a practice reminder's answer link; works signed out. */
import { useSearchParams } from 'react-router';
import { PracticeRsvpPage } from '#web/features/teams/components/rsvp/practice-rsvp-page.tsx';

export function PracticeRsvpRoute() {
  const [search] = useSearchParams();
  return <PracticeRsvpPage token={search.get('token') ?? ''} answer={search.get('answer')} />;
}
