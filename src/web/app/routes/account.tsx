import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ActiveSessions } from '#web/features/account/components/active-sessions.tsx';
import { ChangePasswordForm } from '#web/features/account/components/change-password-form.tsx';
import { DisplayNameForm } from '#web/features/account/components/display-name-form.tsx';
import { RecruitingEmailSettingsForm } from '#web/features/account/components/recruiting-email-settings-form.tsx';
import { ThemePreferenceForm } from '#web/features/account/components/theme-preference-form.tsx';
import { PrivacyAccountSettings } from '#web/features/privacy/components/privacy-account-settings.tsx';
import { PlayerGuardianPanel } from '#web/features/guardians/components/player-guardian-panel.tsx';
import { LeaderboardOptIn } from '#web/features/points/components/leaderboard-opt-in.tsx';
import { MyPointsPanel } from '#web/features/points/components/my-points-panel.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { RequireAuth } from '#web/app/require-auth.tsx';

function AccountPage() {
  const { user, profile } = useAuth();
  if (!user) return <PageLoading />;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">My Account</h1>
        <p className="text-muted-foreground">
          Signed in as <span className="font-medium text-foreground">{user.email}</span>
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>How you appear to players, teams and college programs.</CardDescription>
        </CardHeader>
        <CardContent>
          <DisplayNameForm currentName={profile?.displayName ?? user.fullName} />
        </CardContent>
      </Card>
      {profile ? (
        <Card>
          <CardHeader>
            <CardTitle>{profile.isMinor ? 'Parent or guardian, and your data' : 'Your data'}</CardTitle>
            <CardDescription>Download everything we hold about you, or ask us to delete your account.</CardDescription>
          </CardHeader>
          <CardContent>
            <PlayerGuardianPanel userId={user.id} playerName={profile.displayName} />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>My points</CardTitle>
          <CardDescription>Points for useful actions, newest first. Points taken back when their source is removed show as taken back.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <MyPointsPanel />
          <LeaderboardOptIn />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Recruiting emails</CardTitle>
          <CardDescription>Choose which recruiting emails we send you. Each is on until you turn it off.</CardDescription>
        </CardHeader>
        <CardContent>
          <RecruitingEmailSettingsForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>Changing your password signs you out on your other devices.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm email={user.email} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Sessions</CardTitle>
          <CardDescription>
            Where your account is signed in. A session ends after 7 days without use, and 30 days after signing in at
            the latest.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ActiveSessions />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Privacy</CardTitle>
          <CardDescription>Whether this browser records analytics for us. Nothing is sent to outside services.</CardDescription>
        </CardHeader>
        <CardContent>
          <PrivacyAccountSettings />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Theme</CardTitle>
          <CardDescription>Saved to your account and this browser.</CardDescription>
        </CardHeader>
        <CardContent>
          <ThemePreferenceForm />
        </CardContent>
      </Card>
    </div>
  );
}

/** /account: account preferences, signed-in users only. */
export function AccountRoute() {
  return (
    <RequireAuth>
      <AccountPage />
    </RequireAuth>
  );
}
