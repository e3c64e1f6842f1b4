import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { InfoPage, InfoSection } from './info-page.tsx';

const CONTENTS = [
  { id: 'collect', title: 'What we collect' },
  { id: 'tracking', title: 'Engagement tracking and points' },
  { id: 'analytics', title: 'Performance and analytics' },
  { id: 'visibility', title: 'Who sees what' },
  { id: 'minors', title: 'Players under 18' },
  { id: 'email', title: 'Emails we send' },
  { id: 'retention', title: 'Retention and deletion' },
  { id: 'contact', title: 'How to reach us' },
] as const;

export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy policy"
      updated="June 2026"
      contents={CONTENTS}
      lead="What we collect, why, who can see it, and how long we keep it. Many of our players are under 18, so this page also says exactly what is different for them."
    >
      <InfoSection id="collect" title="What we collect">
        <ul>
          <li>
            <strong>Account data</strong>: your email address, your name, your date of birth (to apply the age rules
            below), your account type (player, parent, guardian, caster, creator or team manager), your password
            (stored only as a salted hash), and for players aged 13 to 17 a parent or guardian email. We also keep your
            sessions (device and browser) so you stay signed in.
          </li>
          <li>
            <strong>Profile data</strong>: what you choose to add to your profile, such as display name, games, ranks,
            roles, achievements, team memberships and your theme preference (light, dark or system).
          </li>
          <li>
            <strong>Messages</strong>: the direct and group conversations you take part in, and messages you send us
            through the contact form.
          </li>
          <li>
            <strong>Roles</strong>: the roles your account holds (for example college staff or team manager), which
            decide what you can see and do.
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="tracking" title="Engagement tracking and points">
        <p>
          With your analytics consent (the privacy banner, or Privacy settings at the bottom of every page), we record
          what you do on the platform so we can award points and improve it:
        </p>
        <ul>
          <li>page views, and how far you scroll on a page (25, 50, 75 and 90 percent);</li>
          <li>views of college profiles;</li>
          <li>recruitment actions, such as saving a program, contacting a coach or moving a recruit in a pipeline;</li>
          <li>searches you run;</li>
          <li>shares of profiles and pages;</li>
          <li>the points you earn for these actions.</li>
        </ul>
        <p>
          When you are signed in, these records are tied to your account; page views are recorded for signed-in users
          only. A visitor who consents is recorded without any account, and earns no points. Without consent nothing is
          recorded, and the records go only to our own servers, never to an outside analytics service.
        </p>
      </InfoSection>
      <InfoSection id="analytics" title="Performance and analytics">
        <p>
          We measure how fast pages load and record errors the app runs into (performance metrics), so we can find
          slow or broken screens. These measurements do not include what you type.
        </p>
        <p>
          Analytics events (which pages are visited and which buttons are used, without your name or email) are sent
          only if you give analytics consent, and you can withdraw it at any time from Privacy settings at the bottom of
          every page or from your account. When you are signed in, your choice itself is recorded on your account, so
          every device you use respects it.
        </p>
      </InfoSection>
      <InfoSection id="visibility" title="Who sees what">
        <ul>
          <li>
            A profile is seen by no one but you until you publish it (and, for a player under 18, their parent or
            guardian, who approves it first; our platform staff can see it to keep the service safe). Once published,
            its visibility is public (anyone), recruiters only (college staff and coaches), or private. A player under
            18 cannot publish alone: see Players under 18 below.
          </li>
          <li>
            Player search shows only published, public profiles, and never shows email addresses.
          </li>
          <li>
            Messages are seen only by the people in the conversation and, when a player under 18 is in it, by that
            player&apos;s parent or guardian, who can read it but never write in it. Adults are told this before they
            send a message to a player under 18.
          </li>
          <li>
            Team rosters, practices and attendance are seen by the team&apos;s members and staff.
          </li>
          <li>
            Our platform staff can see account data to run the service, answer support requests and keep people safe.
            Access is limited to what the task needs.
          </li>
          <li>We do not sell your data and we do not show advertising based on it.</li>
        </ul>
      </InfoSection>
      <InfoSection id="minors" title="Players under 18">
        <ul>
          <li>
            <strong>Under 13</strong>: we do not accept accounts. Sign-up is refused and nothing is stored. A parent or
            guardian can create a family account instead.
          </li>
          <li>
            <strong>13 to 17</strong>: a parent or guardian email is required at sign-up, and we email that address an
            invitation naming the player and explaining these protections.
          </li>
          <li>
            Profiles start private and unpublished. A player under 18 asks to publish; the profile stays private until
            their parent or guardian approves it, for recruiters only (the default) or, as a second choice, for
            everyone. The guardian can withdraw that approval at any time, which hides the profile again.
          </li>
          <li>
            Only people on a team with the player, and recruiters once the guardian approved the profile, can start a
            conversation with a player under 18. The parent or guardian reads every conversation the player has.
          </li>
          <li>Email addresses are never shown in search, and contact details of minors are not shown to strangers.</li>
          <li>
            A parent or guardian can download the player&apos;s data and ask for its deletion from their Guardian page, or
            ask us to see or correct it through the contact form (topic Privacy).
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="email" title="Emails we send">
        <p>
          We send emails you need: password resets, account invitations, guardian notices and replies to your messages.
          Every email we send is recorded so our staff can check that it went out.
        </p>
      </InfoSection>
      <InfoSection id="retention" title="Retention and deletion">
        <ul>
          <li>Account, profile and message data are kept while your account is open.</li>
          <li>
            Engagement records and performance metrics are deleted automatically after a set period of at most 12 months
            (180 days unless we say otherwise).
          </li>
          <li>Contact form messages are kept for up to 24 months so we can follow up on earlier questions.</li>
          <li>
            You can ask us to delete your account at any time. We confirm the request comes from you (or from the parent
            or guardian of a player under 18) and delete your account, profile, activity records and sessions within 30
            days; your activity records are deleted as soon as you ask, and nothing new is recorded. Messages you sent to
            others may remain in their conversations without your name.
          </li>
        </ul>
      </InfoSection>
      <InfoSection id="contact" title="How to reach us">
        <p>
          Write to our staff through the <Link to={`${paths.contact.getHref()}?topic=privacy`}>contact form</Link> and
          choose the topic Privacy. We answer within two business days and complete access and deletion requests within
          30 days. See also our <Link to={paths.terms.getHref()}>terms of use</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
