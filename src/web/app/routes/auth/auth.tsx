import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CenteredPage } from '#web/components/layout/centered-page.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { homeHrefFor } from '#shared/account/account-kinds.ts';
import { AUTH_TABS, type AuthTab } from '#web/config/paths.ts';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import { SignInForm } from '#web/features/auth/components/sign-in-form.tsx';
import { SignUpForm } from '#web/features/auth/components/sign-up-form.tsx';
import { useAuth } from '#web/lib/auth/auth-context.ts';

function readTab(value: string | null): AuthTab {
  return AUTH_TABS.find((tab) => tab === value) ?? 'sign-in';
}

/** /auth: Sign In and Get Started (both header buttons lead here), plus the forgotten-password view. */
export function AuthRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { isSignedIn, user, roles } = useAuth();
  const tab = readTab(searchParams.get('tab'));
  const [email, setEmail] = useState('');

  const showTab = (next: AuthTab) => setSearchParams(next === 'sign-in' ? {} : { tab: next }, { replace: true });

  return (
    <CenteredPage
      title={tab === 'get-started' ? 'Create your account' : 'Welcome back'}
      description={
        tab === 'get-started'
          ? 'Join players, families and college programs in esports recruiting.'
          : 'Sign in to manage your profile, teams and messages.'
      }
    >
      {isSignedIn && user ? (
        <FormAlert tone="success" className="mb-4">
          You are signed in as {user.email}.{' '}
          <Link to={homeHrefFor(roles)} className="font-semibold underline underline-offset-4">
            Go to your home
          </Link>
        </FormAlert>
      ) : null}
      <Tabs value={tab === 'forgot-password' ? 'sign-in' : tab} onValueChange={(value) => showTab(readTab(value))}>
        <TabsList>
          <TabsTrigger value="sign-in">Sign In</TabsTrigger>
          <TabsTrigger value="get-started">Get Started</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          {tab === 'forgot-password' ? (
            <ForgotPasswordForm defaultEmail={email} onBack={() => showTab('sign-in')} />
          ) : (
            <SignInForm
              defaultEmail={email}
              onForgotPassword={(typed) => {
                setEmail(typed);
                showTab('forgot-password');
              }}
            />
          )}
        </TabsContent>
        <TabsContent value="get-started">
          <SignUpForm />
        </TabsContent>
      </Tabs>
    </CenteredPage>
  );
}
