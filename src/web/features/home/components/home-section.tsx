import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** One section of the home: a card with a heading the page's landmarks name. */
export function HomeSection({ id, title, description, action, children }: { id: string; title: string; description?: string; action?: ReactNode; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <Card role="region" aria-labelledby={headingId} id={id} className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <CardTitle id={headingId}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </div>
        {action}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** A small heading inside a section. */
export function HomeSubheading({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-semibold text-muted-foreground">{children}</h3>;
}

export const homeLinkClass = 'font-medium text-primary underline-offset-4 hover:underline focus-visible:underline inline-flex min-h-6 items-center';
