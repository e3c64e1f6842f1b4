import { PrivacyPage } from '#web/features/marketing/components/privacy-page.tsx';

export function PrivacyRoute() {
  return (
    <>
      <title>Privacy policy · Esports Recruiting</title>
      <PrivacyPage />
    </>
  );
}
