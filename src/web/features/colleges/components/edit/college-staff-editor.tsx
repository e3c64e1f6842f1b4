/**
 * The Staff tab of /college/{slug}/edit (issue 12.5, docs/decisions/034):
 * the college's staff and pending invitations in one request. Its
 * managers (spec 6 "Can manage a program") invite, resend, revoke, change
 * role, title, public flag and primary contact, and remove (with a
 * confirmation); its viewers ("Can view a program") see the same lists
 * read-only; anyone else is told they cannot see them. The server decides
 * (permissions come with the list).
 */
import Mail from 'lucide-react/icons/mail';
import RotateCw from 'lucide-react/icons/rotate-cw';
import Star from 'lucide-react/icons/star';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { AppError } from '#shared/app-error.ts';
import {
  COLLEGE_STAFF_ROLE_LABELS,
  COLLEGE_STAFF_TEXTS,
  type CollegeStaffInvitation,
  type CollegeStaffMember,
  type CollegeStaffResponse,
} from '#shared/contracts/college-staff.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { toast } from '#web/lib/toast.ts';
import {
  useCollegeStaff,
  useRemoveCollegeStaffMember,
  useResendCollegeStaffInvitation,
  useRevokeCollegeStaffInvitation,
  useUpdateCollegeStaffMember,
} from '../../api/college-staff.ts';
import { EditStaffMemberDialog } from './edit-staff-member-dialog.tsx';
import { InviteStaffDialog } from './invite-staff-dialog.tsx';

const errorMessage = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

function Badge({ children }: { children: ReactNode }) {
  return <span className="inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium">{children}</span>;
}

export function CollegeStaffEditor({ slug }: { slug: string }) {
  const query = useCollegeStaff(slug);
  if (query.isPending) return <LoadingState layout="inline">Loading staff...</LoadingState>;
  if (query.isError) {
    const error = query.error;
    if (error instanceof AppError && (error.code === 'forbidden' || error.code === 'unauthorized')) {
      return <FormAlert>{error.code === 'forbidden' ? error.message : 'Sign in to see this college’s staff.'}</FormAlert>;
    }
    return <ErrorState layout="inline" error={{ message: errorMessage(error, 'Could not load the staff.') }} retryLabel="Try Again" onRetry={() => void query.refetch()} />;
  }
  return <StaffLists slug={slug} staff={query.data} />;
}

/** The rows of one card, or what to say when there are none. */
function RowList({ label, empty, children }: { label: string; empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <EmptyState layout="inline">{empty}</EmptyState>;
  return (
    <ul className="grid gap-3" aria-label={label}>
      {children}
    </ul>
  );
}

function StaffLists({ slug, staff }: { slug: string; staff: CollegeStaffResponse }) {
  const canManage = staff.permissions.manage;
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle>Staff</CardTitle>
            <CardDescription>
              {canManage
                ? 'Who runs this page. Public members show on the college page with their title; the primary contact receives Message staff.'
                : 'Only this college’s admins can change its staff.'}
            </CardDescription>
          </div>
          {canManage ? <InviteStaffDialog slug={slug} collegeName={staff.college.name} /> : null}
        </CardHeader>
        <CardContent>
          <RowList label="Staff members" empty="No staff yet.">
            {staff.members.map((member) => (
              <StaffMemberRow key={member.userId} slug={slug} member={member} canManage={canManage} />
            ))}
          </RowList>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Pending invitations</CardTitle>
          <CardDescription>Invitations not answered yet. An expired one can be sent again.</CardDescription>
        </CardHeader>
        <CardContent>
          <RowList label="Pending invitations" empty="No pending invitations.">
            {staff.invitations.map((invitation) => (
              <InvitationRow key={invitation.id} slug={slug} invitation={invitation} canManage={canManage} />
            ))}
          </RowList>
        </CardContent>
      </Card>
    </div>
  );
}

function StaffMemberRow({ slug, member, canManage }: { slug: string; member: CollegeStaffMember; canManage: boolean }) {
  const update = useUpdateCollegeStaffMember(slug);
  const remove = useRemoveCollegeStaffMember(slug);
  const switchId = `staff-public-${member.userId}`;
  const change = (data: { isPublic?: boolean; isPrimaryContact?: boolean }, success: string) =>
    update.mutate(
      { userId: member.userId, data },
      {
        onSuccess: () => toast.success(success, { description: member.displayName }),
        onError: (error) => toast.error('Could not save', { description: error.message }),
      },
    );
  return (
    <li className="grid gap-3 rounded-lg border p-3 sm:p-4" aria-label={member.displayName}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium break-words">{member.displayName}</p>
          <p className="text-sm break-all text-muted-foreground">{member.email}</p>
          {member.title ? <p className="text-sm">{member.title}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge>{COLLEGE_STAFF_ROLE_LABELS[member.role]}</Badge>
          {member.isPrimaryContact ? (
            <Badge>
              <Star aria-hidden="true" className="size-3" /> Primary contact
            </Badge>
          ) : null}
          {!canManage ? <Badge>{member.isPublic ? 'Public' : 'Not public'}</Badge> : null}
        </div>
      </div>
      {canManage ? (
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={member.isPublic}
              onCheckedChange={(checked) => change({ isPublic: checked }, checked ? 'Shown on the public page' : 'Hidden from the public page')}
            />
            <Label htmlFor={switchId}>Show on the public page</Label>
          </div>
          {member.isPrimaryContact ? null : (
            <Button variant="outline" size="sm" onClick={() => change({ isPrimaryContact: true }, 'Primary contact changed')}>
              <Star aria-hidden="true" /> Make primary contact
              <span className="sr-only">: {member.displayName}</span>
            </Button>
          )}
          <EditStaffMemberDialog slug={slug} member={member} />
          <ConfirmDeleteButton
            title={`Remove ${member.displayName}?`}
            description="They lose their role at this college at once. You can invite them again later."
            confirmLabel="Remove"
            triggerText="Remove"
            triggerLabel={`Remove ${member.displayName}`}
            pendingText="Removing..."
            isPending={remove.isPending}
            onConfirm={async () => {
              try {
                await remove.mutateAsync(member.userId);
                toast.success(COLLEGE_STAFF_TEXTS.removed, { description: member.displayName });
                return true;
              } catch (error) {
                toast.error('Could not remove', { description: errorMessage(error, 'Try again.') });
                return false;
              }
            }}
          />
        </div>
      ) : null}
    </li>
  );
}

function InvitationRow({ slug, invitation, canManage }: { slug: string; invitation: CollegeStaffInvitation; canManage: boolean }) {
  const resend = useResendCollegeStaffInvitation(slug);
  const revoke = useRevokeCollegeStaffInvitation(slug);
  const expired = invitation.status === 'expired';
  return (
    <li className="grid gap-3 rounded-lg border p-3 sm:p-4" aria-label={invitation.email}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="inline-flex items-center gap-2 font-medium break-all">
            <Mail aria-hidden="true" className="size-4 shrink-0" /> {invitation.email}
          </p>
          <p className="text-sm text-muted-foreground">
            {invitation.invitedByName ? `Invited by ${invitation.invitedByName}, ` : 'Invited '}
            {formatDate(invitation.createdAt)}
            {expired ? ' · expired' : ` · expires ${formatDate(invitation.expiresAt)}`}
          </p>
          {invitation.title ? <p className="text-sm">{invitation.title}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge>{COLLEGE_STAFF_ROLE_LABELS[invitation.role]}</Badge>
          <Badge>{expired ? 'Expired' : 'Pending'}</Badge>
        </div>
      </div>
      {canManage ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            aria-label={`Resend the invitation to ${invitation.email}`}
            onClick={() =>
              resend.mutate(invitation.id, {
                onSuccess: () => toast.success(COLLEGE_STAFF_TEXTS.resent, { description: invitation.email }),
                onError: (error) => toast.error('Could not resend', { description: error.message }),
              })
            }
          >
            {resend.isPending ? <Spinner /> : <RotateCw aria-hidden="true" />} Resend
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            disabled={revoke.isPending}
            aria-label={`Revoke the invitation to ${invitation.email}`}
            onClick={() =>
              revoke.mutate(invitation.id, {
                onSuccess: () => toast.success(COLLEGE_STAFF_TEXTS.revoked, { description: invitation.email }),
                onError: (error) => toast.error('Could not revoke', { description: error.message }),
              })
            }
          >
            <X aria-hidden="true" /> Revoke
          </Button>
        </div>
      ) : null}
    </li>
  );
}
