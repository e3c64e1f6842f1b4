import { TermsPage } from '#web/features/marketing/components/terms-page.tsx';

export function TermsRoute() {
  return (
    <>
      <title>Terms of use · Esports Recruiting</title>
      <TermsPage />
    </>
  );
}
