import { AboutPage } from '#web/features/marketing/components/about-page.tsx';

export function AboutRoute() {
  return (
    <>
      <title>About us · Esports Recruiting</title>
      <AboutPage />
    </>
  );
}
