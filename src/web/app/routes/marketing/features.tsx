import { FeaturesPage } from '#web/features/marketing/components/features-page.tsx';

export function FeaturesRoute() {
  return (
    <>
      <title>Features · Esports Recruiting</title>
      <FeaturesPage />
    </>
  );
}
