/**
 * The recruiting hub's Interest forms tab (issue 13.4): the program's forms,
 * or the builder of one (`formId`, kept in the address by the hub).
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { InterestFormList } from './interest-form-list.tsx';

const InterestFormBuilder = lazy(() => import('./interest-form-builder.tsx').then((module) => ({ default: module.InterestFormBuilder })));

export interface InterestFormsTabProps {
  programId: string;
  /** Spec 6 "can manage a program" here: Publish and Reopen are offered (the server decides again). */
  canPublish: boolean;
  formId: string | null;
  onOpenForm: (formId: string | null) => void;
}

export function InterestFormsTab({ programId, canPublish, formId, onOpenForm }: InterestFormsTabProps) {
  if (!formId) return <InterestFormList programId={programId} onOpenForm={onOpenForm} />;
  return (
    <Suspense
      fallback={
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="size-4" /> Loading the builder...
        </p>
      }
    >
      <InterestFormBuilder key={formId} programId={programId} formId={formId} canPublish={canPublish} onClose={() => onOpenForm(null)} />
    </Suspense>
  );
}
