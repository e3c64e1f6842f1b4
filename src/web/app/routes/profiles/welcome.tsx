/**
 * /welcome, /onboarding and /profile-onboarding (spec 1: the same screen):
 * profile setup, step by step, saved as a draft after every step.
 */
import { ErrorState } from '#web/components/query-state.tsx';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { useProfileSetup } from '#web/features/profiles/api/get-profile-setup.ts';
import { ProfileSetupStepper } from '#web/features/profiles/components/setup/profile-setup-stepper.tsx';
import { RequireAuth } from '#web/app/require-auth.tsx';

const INTRO = {
  player: 'Build the profile college esports programs see: a few short steps, each saved as you go.',
  family: 'Tell us who you are; then follow and approve what your player shares.',
  recruiter: 'Tell us who you are; then find players by game, rank, role and class year.',
} as const;

function ProfileSetupScreen() {
  const setup = useProfileSetup();
  if (setup.isPending) return <PageLoading label="Loading your profile..." />;
  if (!setup.data) {
    const error = { message: setup.error?.message ?? 'Your profile could not be loaded.' };
    return <ErrorState layout="inline" error={error} retryLabel="Try Again" onRetry={() => void setup.refetch()} />;
  }
  return (
    <>
      <p className="text-muted-foreground">{INTRO[setup.data.kind]}</p>
      <ProfileSetupStepper draft={setup.data} />
    </>
  );
}

export function WelcomeRoute() {
  return (
    <RequireAuth>
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
        <title>Profile Setup · Esports Recruiting</title>
        <h1 className="text-3xl font-bold tracking-tight">Profile Setup</h1>
        <ProfileSetupScreen />
      </div>
    </RequireAuth>
  );
}
