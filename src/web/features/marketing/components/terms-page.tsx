import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { InfoPage, InfoSection } from './info-page.tsx';

const CONTENTS = [
  { id: 'eligibility', title: 'Who may use the platform' },
  { id: 'accounts', title: 'Your account' },
  { id: 'conduct', title: 'How we expect you to behave' },
  { id: 'minors', title: 'Contact with players under 18' },
  { id: 'recruiting', title: 'Recruiting is your decision' },
  { id: 'content', title: 'Your content' },
  { id: 'teams', title: 'Teams and paid tiers' },
  { id: 'ending', title: 'Suspension and closing accounts' },
  { id: 'changes', title: 'Changes and contact' },
] as const;

export function TermsPage() {
  return (
    <InfoPage
      title="Terms of use"
      updated="June 2026"
      contents={CONTENTS}
      lead="The rules for using the platform. They are written to keep young players safe and recruiting fair; please read them, and if you are under 18, read them with a parent or guardian."
    >
      <InfoSection id="eligibility" title="Who may use the platform">
        <ul>
          <li>You must be 13 or older to create an account.</li>
          <li>
            If you are 13 to 17, you need the agreement of a parent or guardian, whose email you give at sign-up. They
            accept these terms on your behalf and may ask us about your account.
          </li>
          <li>Parent and guardian accounts, and accounts of college and team staff, must belong to adults.</li>
        </ul>
      </InfoSection>
      <InfoSection id="accounts" title="Your account">
        <ul>
          <li>Give true information about yourself, your age and your role. One person, one account.</li>
          <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
          <li>
            Staff roles (college staff, coach, team manager) are granted to real members of that organisation only. Tell
            us at once if a role is misused.
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="conduct" title="How we expect you to behave">
        <ul>
          <li>No harassment, hate, threats, sexual content or bullying, in messages or anywhere else.</li>
          <li>
            Be honest about ranks, statistics and achievements. Fake results or borrowed accounts harm other players.
          </li>
          <li>
            Do not scrape profiles, collect other users&apos; contact details, send spam, or try to get around our
            access rules.
          </li>
          <li>Do not impersonate a player, a family member, a coach or a college.</li>
        </ul>
      </InfoSection>
      <InfoSection id="minors" title="Contact with players under 18">
        <ul>
          <li>Recruiters and coaches contact minors only through the platform&apos;s messaging, never privately.</li>
          <li>Do not ask a minor for personal contact details, photos or meetings without their parent or guardian.</li>
          <li>
            Report anything that worries you through the <Link to={`${paths.contact.getHref()}?topic=report_problem`}>
            contact form</Link> (topic Report a problem). We act on safety reports first.
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="recruiting" title="Recruiting is your decision">
        <p>
          We help players and programs find each other; we are not a party to any offer. Compatibility matches are
          guidance, not a promise. Scholarships, admissions and roster spots are decided by colleges alone, under their
          own rules and those of their conferences and associations. Check every offer with the college directly.
        </p>
      </InfoSection>
      <InfoSection id="content" title="Your content">
        <p>
          You own what you post: your profile, clips, messages and posts. You allow us to store and show it to the
          people your visibility settings allow, only to run the platform. Do not post content you do not have the
          right to share.
        </p>
      </InfoSection>
      <InfoSection id="teams" title="Teams and paid tiers">
        <p>
          Teams start on the bronze tier. Silver and gold tiers unlock more features, such as advanced analytics,
          unlimited staff and tournament management. The price and what each tier includes are shown before you
          subscribe. Prize pools shown on tournaments are set by their organisers, not by us.
        </p>
      </InfoSection>
      <InfoSection id="ending" title="Suspension and closing accounts">
        <p>
          We may hide content or suspend an account that breaks these terms, and we tell you why unless that would
          put someone at risk. You can close your account at any time; see the{' '}
          <Link to={paths.privacy.getHref()}>privacy policy</Link> for what we delete and when.
        </p>
      </InfoSection>
      <InfoSection id="changes" title="Changes and contact">
        <p>
          When we change these terms we update the date above and tell signed-in users about important changes with
          a banner. Questions go to our staff through the <Link to={paths.contact.getHref()}>contact form</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
