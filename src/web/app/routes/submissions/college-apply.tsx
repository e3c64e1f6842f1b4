/** /college/{slug}/apply/{formId} (issue 13.4, docs/decisions/038): a published interest form; `?via=` is the short link it came through. */
import { useParams, useSearchParams } from 'react-router';
import { InterestFormPage } from '#web/features/submissions/components/interest-form-page.tsx';

export function CollegeApplyRoute() {
  const { slug = '', formId = '' } = useParams();
  const [search] = useSearchParams();
  return <InterestFormPage slug={slug} formId={formId} via={search.get('via') ?? undefined} />;
}
