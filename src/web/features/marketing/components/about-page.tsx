import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useLandingFigures } from '../api/landing-figures.ts';
import { formatCount } from '../landing-content.ts';
import { InfoPage, InfoSection } from './info-page.tsx';

export function AboutPage() {
  const figures = useLandingFigures().data;
  return (
    <InfoPage
      title="About us"
      lead="We connect esports players, their families, college programs and recruiters, and give team managers the tools to run their teams."
    >
      <InfoSection id="why" title="Why we built it">
        <p>
          College esports grew faster than the way players get recruited. Talented players, many of them still in high
          school, had no clear way to show coaches what they can do, and programs spent their time digging through
          scattered spreadsheets, clips and direct messages. We built one place where a player&apos;s games, ranks,
          roles and achievements are easy to find, and where every conversation happens in the open.
        </p>
      </InfoSection>
      <InfoSection id="who" title="Who it is for">
        <ul>
          <li>
            <strong>Players</strong> build a recruiting profile, discover programs that fit them and talk to coaches.
          </li>
          <li>
            <strong>Parents and guardians</strong> follow their player&apos;s recruiting and are told when a player under
            18 joins.
          </li>
          <li>
            <strong>Colleges and recruiters</strong> search players, track recruits through a pipeline and collect what
            they need with interest forms.
          </li>
          <li>
            <strong>Team managers and coaches</strong> of high-school, college and pro teams run rosters per game,
            staff, practices with attendance, tournaments, recruiting posts and achievements.
          </li>
          <li>
            <strong>Casters and creators</strong> show their work and connect with teams and programs.
          </li>
        </ul>
      </InfoSection>
      {figures ? (
        <InfoSection id="numbers" title="Where we are today">
          <p>
            {formatCount(figures.programs)} college programs listed, {formatCount(figures.members)} members (players, families and
            staff), {formatCount(figures.games)} games and {formatCount(figures.commitments)} commitments confirmed by colleges so far,
            counted from this site&rsquo;s data{figures.includesDemoData ? ', sample (demo) data included' : ''}.
          </p>
        </InfoSection>
      ) : null}
      <InfoSection id="safety" title="Young players come first">
        <p>
          Many of our players are under 18. Their profiles start private, their email addresses never appear in search,
          a parent or guardian is involved from sign-up, and we do not accept accounts for children under 13. Read the
          details in our <Link to={paths.privacy.getHref()}>privacy policy</Link> and{' '}
          <Link to={paths.terms.getHref()}>terms of use</Link>.
        </p>
      </InfoSection>
      <InfoSection id="reach" title="Talk to us">
        <p>
          Questions, partnership ideas or a problem to report: use the <Link to={paths.contact.getHref()}>contact
          form</Link>. A member of our staff reads every message.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
