import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

interface ProfileSectionProps {
  title: string;
  description?: string;
  /** The owner's Edit button, beside the title. */
  editAction?: ReactNode;
  children: ReactNode;
}

/** A titled card of the profile page; its heading names the region for assistive technology. */
export function ProfileSection({ title, description, editAction, children }: ProfileSectionProps) {
  const headingId = `profile-section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle id={headingId}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {editAction}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
