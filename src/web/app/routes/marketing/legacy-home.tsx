import { LegacyHome } from '#web/features/marketing/components/legacy-home.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';

export function LegacyHomeRoute() {
  const { isSignedIn } = useAuth();
  return (
    <>
      <title>Esports Recruiting (classic home)</title>
      <LegacyHome isSignedIn={isSignedIn} />
    </>
  );
}
