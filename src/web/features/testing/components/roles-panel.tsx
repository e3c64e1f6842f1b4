/** The Roles tab: find a user by email, see their roles, grant one, revoke one with confirmation (yes_admin only). */
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { AppError } from '#shared/app-error.ts';
import { findUserQuerySchema, type FoundUser } from '#shared/contracts/admin-users.ts';
import { COLLEGE_SCOPED_ROLES, ROLES, type Role, type RoleGrant } from '#shared/access/roles.ts';
import { canHaveCollegeMatch, isPrivileged } from '#shared/access/access-rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useFindUser } from '../api/find-user.ts';
import { useGrantRole } from '../api/grant-role.ts';
import { useRevokeRole } from '../api/revoke-role.ts';
import { CollegePicker, type PickedCollege } from './college-picker.tsx';

/** "programs_college_admin at Massachusetts Institute of Technology" (the id when the name is unknown). */
function grantLabel(grant: RoleGrant, collegeNames: Record<string, string>) {
  if (!grant.collegeId) return grant.role;
  const name = collegeNames[grant.collegeId];
  return name ? `${grant.role} at ${name}` : `${grant.role} (college ${grant.collegeId})`;
}

function RevokeButton({ user, grant }: { user: FoundUser; grant: RoleGrant }) {
  const revoke = useRevokeRole();
  async function confirm() {
    try {
      await revoke.mutateAsync({ user, grant });
      toast.success('Role revoked', { description: `${user.email} no longer holds ${grant.role}.` });
      return true;
    } catch (error) {
      toast.error('Could not revoke the role', { description: error instanceof Error ? error.message : undefined });
      return false;
    }
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" aria-label={`Revoke ${grantLabel(grant, user.collegeNames)}`}>
          <X aria-hidden="true" /> Revoke
        </Button>
      }
      title={`Revoke ${grant.role}?`}
      description={`${user.fullName} (${user.email}) loses this role and everything it gives at their next page load.`}
      confirmLabel="Revoke Role"
      pendingText="Revoking..."
      isPending={revoke.isPending}
      onConfirm={confirm}
    />
  );
}

function GrantRoleForm({ user }: { user: FoundUser }) {
  const grant = useGrantRole();
  const [role, setRole] = useState<Role>('recruit_player');
  const [college, setCollege] = useState<PickedCollege | null>(null);
  const [collegeError, setCollegeError] = useState<string | null>(null);
  const needsCollege = COLLEGE_SCOPED_ROLES.includes(role);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (needsCollege && !college) {
      setCollegeError('This role needs a college: type its name and pick it from the list');
      return;
    }
    setCollegeError(null);
    try {
      await grant.mutateAsync({ user, grant: { role, collegeId: needsCollege && college ? college.id : null } });
      toast.success('Role granted', { description: `${user.email} now holds ${role}${needsCollege && college ? ` at ${college.name}` : ''}.` });
    } catch (error) {
      if (error instanceof AppError && error.fields?.collegeId) setCollegeError(error.fields.collegeId);
      toast.error('Could not grant the role', { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <FormField label="Role to grant">
        {(control) => (
          <NativeSelect
            {...control}
            value={role}
            onChange={(event) => {
              setRole(event.target.value as Role);
              setCollegeError(null);
            }}
          >
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {needsCollege ? (
        <FormField label="College" error={collegeError ?? undefined}>
          {(control) => (
            <CollegePicker
              control={control}
              value={college}
              onChange={(picked) => {
                setCollege(picked);
                if (picked) setCollegeError(null);
              }}
            />
          )}
        </FormField>
      ) : (
        <p className="text-xs text-muted-foreground sm:pb-3">This role is not tied to a college.</p>
      )}
      <Button type="submit" disabled={grant.isPending}>
        {grant.isPending ? <Spinner /> : null} Grant Role
      </Button>
    </form>
  );
}

/** Where an admin sets a plan by hand (/subscription, decision 046): the user's own, and each college their roles name. */
function PlanLinks({ user }: { user: FoundUser }) {
  const collegeIds = [...new Set(user.roles.flatMap((grant) => (grant.collegeId ? [grant.collegeId] : [])))];
  const link = 'text-primary underline-offset-4 hover:underline';
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-semibold">Plans</h3>
      <ul aria-label={`Plans of ${user.email}`} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {/* Only player accounts have a plan (recruiters, families and platform staff do not). */}
        {canHaveCollegeMatch(user.roles) && !isPrivileged(user.roles) ? (
          <li>
            <Link className={link} to={paths.subscription.getHref({ type: 'user', id: user.id })}>
              Player plan
            </Link>
          </li>
        ) : null}
        {collegeIds.map((collegeId) => (
          <li key={collegeId}>
            <Link className={link} to={paths.subscription.getHref({ type: 'college', id: collegeId })}>
              College plan: {user.collegeNames[collegeId] ?? collegeId}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FoundUserCard({ user }: { user: FoundUser }) {
  return (
    <div className="grid gap-4 rounded-lg border p-4">
      <div>
        <p className="font-semibold">{user.fullName}</p>
        <p className="text-sm text-muted-foreground">{user.email}</p>
      </div>
      <PlanLinks user={user} />
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Roles</h3>
        {user.roles.length === 0 ? (
          <p className="text-sm text-muted-foreground">This user holds no roles.</p>
        ) : (
          <ul aria-label={`Roles of ${user.email}`} className="grid gap-1">
            {user.roles.map((grant) => (
              <li key={`${grant.role}-${grant.collegeId ?? ''}`} className="flex items-center justify-between gap-2 rounded-md bg-muted/50 px-3 py-1.5">
                <span className="font-mono text-sm break-all">{grantLabel(grant, user.collegeNames)}</span>
                <RevokeButton user={user} grant={grant} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <GrantRoleForm user={user} />
    </div>
  );
}

export function RolesPanel({ canManageRoles }: { canManageRoles: boolean }) {
  const [emailInput, setEmailInput] = useState('');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const found = useFindUser(canManageRoles ? email : '');

  if (!canManageRoles) {
    return (
      <section aria-labelledby="roles-heading" className="grid gap-2">
        <h2 id="roles-heading" className="text-xl font-semibold">Roles</h2>
        <FormAlert>Only platform admins (yes_admin) can grant or revoke roles, so this tab is read-only for you.</FormAlert>
      </section>
    );
  }

  function search(event: FormEvent) {
    event.preventDefault();
    const parsed = findUserQuerySchema.safeParse({ email: emailInput });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Enter a valid email address');
      return;
    }
    setEmailError(null);
    setEmail(parsed.data.email);
  }

  return (
    <section aria-labelledby="roles-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="roles-heading" className="text-xl font-semibold">Roles</h2>
        <p className="text-sm text-muted-foreground">Find a user by their exact email to see and change their roles.</p>
      </div>
      <form noValidate onSubmit={search} className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <FormField label="User email" error={emailError ?? undefined} className="flex-1">
          {(control) => (
            <Input {...control} type="email" autoComplete="off" value={emailInput} onChange={(event) => setEmailInput(event.target.value)} />
          )}
        </FormField>
        <Button type="submit" className="sm:mt-6" disabled={found.isFetching}>
          {found.isFetching ? <Spinner /> : <Search aria-hidden="true" />} Find User
        </Button>
      </form>
      {email === '' ? null : found.isPending ? (
        <div role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner /> Looking up {email}...
        </div>
      ) : found.isError ? (
        <FormAlert>{found.error instanceof AppError && found.error.code === 'not_found' ? `User not found: no account uses ${email}.` : found.error.message}</FormAlert>
      ) : (
        <FoundUserCard user={found.data.user} />
      )}
    </section>
  );
}
