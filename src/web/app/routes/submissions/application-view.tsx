/** /application/view/{token} (issue 13.5, docs/decisions/038): the submitter's application page. */
import { useParams } from 'react-router';
import { ApplicationPage } from '#web/features/submissions/components/application-page.tsx';

export function ApplicationViewRoute() {
  const { token = '' } = useParams();
  return <ApplicationPage token={token} />;
}
