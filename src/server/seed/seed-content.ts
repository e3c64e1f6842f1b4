/**
 * Learning pages and news articles for the demo (docs/decisions/005): real
 * guidance for players and families, so a fresh `npm start` shows a full
 * Learn menu ("View all N articles..." needs more than five pages) and a
 * news list. Idempotent: rows whose slug exists are left alone.
 */
import { contentPages } from '#server/db/schema/content.ts';
import { newsArticles } from '#server/db/schema/news.ts';
import type { Database } from '#server/db/client.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface SeedPage {
  slug: string;
  title: string;
  menuDescription: string;
  displayOrder: number;
  body: string;
}

export const SEED_CONTENT_PAGES: SeedPage[] = [
  {
    slug: 'how-college-esports-recruiting-works',
    title: 'How college esports recruiting works',
    menuDescription: 'Recruiting, step by step',
    displayOrder: 10,
    body: `College esports programs recruit much like traditional athletics, but on a faster and less formal calendar. This guide walks through what happens between "I want to play in college" and a roster spot.

## Who recruits

- **Varsity programs** run by the athletics department, often with paid coaches and scholarship budgets.
- **Club teams** run by students, usually without scholarships but with tryouts and a competitive schedule.
- **Conference and league teams** (for example in collegiate leagues for Valorant, League of Legends, Rocket League and Overwatch) that play an organised season.

## The usual timeline

| When | What happens |
| --- | --- |
| Freshman and sophomore year | Build your skills, rank and a record of team play. Start a recruiting profile. |
| Junior year | Coaches start watching. Reach out to programs you like, with your profile link and VODs. |
| Summer before senior year | Tryouts, scrims with college teams and campus visits. |
| Senior year | Offers, scholarship talks, applications and commitment. |

## What coaches look at

1. **Rank and role**: your peak and current rank, and how well you fill a role the team needs.
2. **Team play**: communication, shot-calling and how you handle a losing round.
3. **Academics**: you must be admitted to the school, and many scholarships have a GPA floor.
4. **Character**: how you behave online. Coaches do read your public social accounts.

## Your next steps

- Create a recruiting profile and keep your ranks and achievements current.
- Make a short list of programs that fit you academically, financially and competitively.
- Send each coach a short, personal message. Mention their program by name and link your profile.`,
  },
  {
    slug: 'building-a-recruiting-profile',
    title: 'Building a recruiting profile',
    menuDescription: 'Make your profile stand out',
    displayOrder: 20,
    body: `Your profile is often the first thing a coach sees. A coach may spend under a minute on it, so make that minute count.

## The essentials

- **A clear display name** that matches your in-game name, so coaches can find your matches.
- **Games, roles and ranks**: current and peak rank for each game, with the season.
- **Availability**: graduation year, time zone and when you can scrim.
- **Academics**: GPA and intended major help coaches check admission and scholarship fit.

## Show, don't tell

Link two or three short clips (under two minutes each) that show decision-making, not just highlights. A clutch round where you call the play is worth more than a lucky flick.

## Keep it honest and current

- Update ranks at the start of every season.
- Remove teams you have left and add new achievements promptly.
- Never inflate a rank: coaches check, and trust is hard to win back.

## Privacy

Players under 18 should review their visibility settings with a parent or guardian. You decide whether your profile is public and findable in search.`,
  },
  {
    slug: 'parents-guide-to-esports-recruiting',
    title: "A parent's guide to esports recruiting",
    menuDescription: "For parents and guardians",
    displayOrder: 30,
    body: `If your child wants to play esports in college, you may have more questions than answers. This page covers the ones families ask most.

## Is college esports real?

Yes. Hundreds of colleges field varsity or club esports teams, and many offer scholarships, dedicated arenas and coaching staff. Players practise on a schedule, review film and travel to events, much like other student athletes.

## How can I help?

- **Balance**: agree on a weekly schedule that protects school work, sleep and time away from screens.
- **Research**: look at each program's academics, cost after aid, and how the team is supported.
- **Communication**: coaches should contact players through official channels. You are welcome to be copied on messages and to join calls.

## Questions to ask a coach

1. How many hours a week does the team practise, and when?
2. Is the team varsity or club, and who funds it?
3. What scholarship or aid is available, and does it renew each year?
4. How do you support academic progress and player wellbeing?

## Staying safe

Review the guide to staying safe online with your child, and make sure any contact from a recruiter can be verified with the college.`,
  },
  {
    slug: 'scholarships-and-eligibility',
    title: 'Scholarships and eligibility',
    menuDescription: 'Paying for college with esports',
    displayOrder: 40,
    body: `Esports scholarships are real, but they vary widely. Understanding the types helps you compare offers fairly.

## Types of awards

- **Esports scholarships** from the program itself, usually partial and sometimes renewable.
- **Academic merit aid** from the college, which can be combined with an esports award at many schools.
- **Need-based aid** determined by financial aid forms.

## Eligibility basics

Esports is not governed by the NCAA, so each college and league sets its own rules. Common requirements:

- Full-time enrolment and good academic standing (often a minimum GPA).
- Amateur status rules for some leagues: check before accepting prize money or sponsorships.
- Age and account requirements from game publishers, such as a minimum account level or rank.

## Comparing offers

| Question | Why it matters |
| --- | --- |
| Is the award renewable? | A one-year award can leave a gap later. |
| What are the conditions? | GPA, roster spot or hours of service may be required. |
| What is the total cost after all aid? | A smaller award at a cheaper school can cost less overall. |

Always get the offer in writing before you commit.`,
  },
  {
    slug: 'staying-safe-online-for-players-under-18',
    title: 'Staying safe online: a guide for players under 18',
    menuDescription: 'Safety for players under 18',
    displayOrder: 50,
    body: `Competitive gaming puts you in contact with many people you have never met. Most are great teammates; a few are not. These habits keep you safe.

## Protect your personal information

- Never share your home address, school name, phone number or passwords in chat or on your profile.
- Use a display name that is not your full legal name.
- Keep your profile visibility at a level you and your parent or guardian are comfortable with.

## Recognise red flags

Be careful if someone you met online:

- asks you to keep your conversation secret from your parents;
- offers money, skins or a guaranteed roster spot in exchange for photos or personal details;
- pressures you to move the conversation to a private app;
- claims to be a college recruiter but cannot be found on the college's website.

## Verify recruiters

A real college coach will be listed on the college's athletics or esports website and will use a college email address. If in doubt, ask your parent or guardian to contact the college directly.

## Get help

If something makes you uncomfortable, stop replying, take screenshots, and tell a trusted adult. You can report a conversation to our team through the contact page.`,
  },
  {
    slug: 'preparing-for-tryouts',
    title: 'Preparing for tryouts',
    menuDescription: 'Get ready for tryouts',
    displayOrder: 60,
    body: `A tryout is a job interview played in real time. Coaches are judging how you think and how you work with others as much as your mechanics.

## Two weeks before

- Play the current patch and the maps or modes the team plays.
- Review your own recent matches and note three things you want to improve.
- Check your equipment: headset microphone, stable internet and a backup plan.

## On the day

1. **Arrive early** to the voice channel and be ready to play.
2. **Communicate clearly**: short, calm calls. Say what you see, not how you feel.
3. **Stay coachable**: when a coach gives feedback, acknowledge it and try it in the next round.
4. **Stay positive** after mistakes, yours or a teammate's.

## After the tryout

Send a short thank-you message to the coach. If you were not selected, ask what to work on; many players make the team on their second try.`,
  },
  {
    slug: 'balancing-school-and-competition',
    title: 'Balancing school and competition',
    menuDescription: 'School, sleep and scrims',
    displayOrder: 70,
    body: `The best collegiate players are not the ones who play the most hours, but the ones who practise with purpose and still keep their grades up.

## Build a weekly plan

- Put classes, homework and sleep on the calendar first.
- Schedule focused practice blocks (60 to 90 minutes) with a goal for each.
- Keep at least one evening a week free from competitive play.

## Practise with purpose

Ranked grinding is not the same as practice. Split your time between mechanics drills, reviewing replays and team scrims.

## Look after yourself

Take short breaks every hour, stretch your wrists and hands, and stay hydrated. Good sleep improves reaction time more than any warm-up routine.`,
  },
];

export interface SeedArticle {
  slug: string;
  title: string;
  summary: string;
  coverImageUrl: string | null;
  body: string;
  /** Days before the seed time it was published. */
  publishedDaysAgo: number;
}

export const SEED_NEWS_ARTICLES: SeedArticle[] = [
  {
    slug: 'welcome-to-the-recruiting-platform',
    title: 'Welcome to the recruiting platform',
    summary: 'Players, families, teams and college programs now meet in one place. Here is what you can do today.',
    coverImageUrl: null,
    publishedDaysAgo: 14,
    body: `We built this platform so that talented players can be found by college esports programs, and so that teams have the tools to run their rosters.

## What you can do today

- **Players** can create a recruiting profile with their games, ranks and achievements.
- **Families** can read our guides to recruiting, scholarships and online safety.
- **Team managers** can manage rosters per game, staff and practices with attendance.

Start with the [Learn](/learn) section, or create your account to build your profile.`,
  },
  {
    slug: 'new-guides-for-parents-and-players',
    title: 'New guides for parents and players',
    summary: 'Our Learn section now covers scholarships, tryouts and staying safe online, written for players and their families.',
    coverImageUrl: null,
    publishedDaysAgo: 7,
    body: `We have published a set of guides in the Learn section, written with coaches and parents:

- [How college esports recruiting works](/learn/how-college-esports-recruiting-works)
- [A parent's guide to esports recruiting](/learn/parents-guide-to-esports-recruiting)
- [Scholarships and eligibility](/learn/scholarships-and-eligibility)
- [Staying safe online: a guide for players under 18](/learn/staying-safe-online-for-players-under-18)

Tell us which topics you would like next through the contact page.`,
  },
  {
    slug: 'practice-attendance-for-team-managers',
    title: 'Practice attendance for team managers',
    summary: 'Team managers can now schedule practices and track who is attending, so everyone knows who will show up.',
    coverImageUrl: null,
    publishedDaysAgo: 2,
    body: `Running a team means knowing who will be there. Team managers can now schedule practices with a time, place and description, and players mark whether they are attending.

## How it works

1. Open your team and schedule a practice.
2. Players on the roster see it and mark their attendance.
3. Managers see the attendance list before the practice starts.

This is the first of several tools for running a team. Tournaments and recruiting posts are next.`,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Inserts the demo pages and articles whose slugs are free; returns how many rows it wrote. */
export async function seedContent(tx: Tx | Database, authorId: string | null, now: Date = new Date()): Promise<number> {
  const pages = await tx
    .insert(contentPages)
    .values(SEED_CONTENT_PAGES.map((page) => ({ ...page, isPublished: true, createdBy: authorId })))
    .onConflictDoNothing({ target: contentPages.slug })
    .returning({ id: contentPages.id });
  const articles = await tx
    .insert(newsArticles)
    .values(
      SEED_NEWS_ARTICLES.map(({ publishedDaysAgo, ...article }) => {
        const publishedAt = new Date(now.getTime() - publishedDaysAgo * DAY_MS);
        return { ...article, isPublished: true, publishedAt, createdAt: publishedAt, authorId };
      }),
    )
    .onConflictDoNothing({ target: newsArticles.slug })
    .returning({ id: newsArticles.id });
  return pages.length + articles.length;
}
