/**
 * /college/{slug}/edit (issue 12.5, docs/decisions/033): for the users spec
 * 6 lets edit the college or view its programs. One request loads the page;
 * tabs General, Programs and Staff (docs/decisions/034), the selected one
 * kept in ?tab=. Each section is editable or read-only as the server's
 * `permissions` say; anyone else gets "Access Denied".
 */
import { useParams, useSearchParams } from 'react-router';
import { AppError } from '#shared/app-error.ts';
import { PageLoading } from '#web/components/layout/page-loading.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useCollegeEdit } from '#web/features/colleges/api/college-edit.ts';
import { CollegeLoadError, CollegeNotFound } from '#web/features/colleges/components/college-states.tsx';
import { CollegeEditAccessDenied } from '#web/features/colleges/components/edit/college-edit-access-denied.tsx';
import { CollegeEditHeader } from '#web/features/colleges/components/edit/college-edit-header.tsx';
import { CollegeGeneralForm } from '#web/features/colleges/components/edit/college-general-form.tsx';
import { CollegeGeneralView } from '#web/features/colleges/components/edit/college-general-view.tsx';
import { CollegeProgramsEditor } from '#web/features/colleges/components/edit/college-programs-editor.tsx';
import { CollegeStaffEditor } from '#web/features/colleges/components/edit/college-staff-editor.tsx';
import { RequireAuth } from '#web/app/require-auth.tsx';

export const COLLEGE_EDIT_TABS = [
  { value: 'general', label: 'General' },
  { value: 'programs', label: 'Programs' },
  { value: 'staff', label: 'Staff' },
] as const;
type EditTab = (typeof COLLEGE_EDIT_TABS)[number]['value'];

export function CollegeEditRoute() {
  return (
    <RequireAuth>
      <CollegeEditScreen />
    </RequireAuth>
  );
}

function CollegeEditScreen() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = useCollegeEdit(slug);

  if (query.isPending) return <PageLoading label="Loading college..." />;
  if (!query.data) {
    const error = query.error;
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'validation')) {
      return (
        <>
          <title>College not found · Esports Recruiting</title>
          <CollegeNotFound />
        </>
      );
    }
    if (error instanceof AppError && error.code === 'forbidden') {
      return (
        <>
          <title>Access Denied · Esports Recruiting</title>
          <CollegeEditAccessDenied slug={slug} message={error.message} />
        </>
      );
    }
    return <CollegeLoadError message={error?.message ?? null} onRetry={() => void query.refetch()} />;
  }

  const data = query.data;
  // Programs and staff are for those who may view (or manage) a program; "can edit a college" alone gives General.
  const seesPrograms = data.programs !== null;
  const seesStaff = data.permissions.view || data.permissions.manage;
  const tabs = COLLEGE_EDIT_TABS.filter((item) => (item.value === 'programs' ? seesPrograms : item.value === 'staff' ? seesStaff : true));
  const requested = params.get('tab');
  const tab: EditTab = tabs.find((item) => item.value === requested)?.value ?? 'general';
  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'general') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:py-10">
      <title>{`Edit ${data.college.name} · Colleges · Esports Recruiting`}</title>
      <CollegeEditHeader college={data.college} showPlan={data.permissions.manage} />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Edit college page" className="grid h-auto gap-1" style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}>
          {tabs.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="h-9">
              {item.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="general">
          <Card>
            <CardHeader>
              <CardTitle>General</CardTitle>
              <CardDescription>What the college’s page says about its esports program, its logo and its social links.</CardDescription>
            </CardHeader>
            <CardContent>
              {data.permissions.edit ? <CollegeGeneralForm key={data.college.id} slug={slug} general={data.general} /> : <CollegeGeneralView general={data.general} />}
            </CardContent>
          </Card>
        </TabsContent>
        {data.programs !== null ? (
          <TabsContent value="programs">
            <CollegeProgramsEditor slug={slug} data={data} />
          </TabsContent>
        ) : null}
        {seesStaff ? (
          <TabsContent value="staff">
            <CollegeStaffEditor slug={slug} />
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}
