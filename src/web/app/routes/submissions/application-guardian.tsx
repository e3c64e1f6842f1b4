/** /application/guardian/{token} (docs/decisions/038, session 26): the link in an unverified guardian's email. */
import { useParams } from 'react-router';
import { GuardianCopyPage } from '#web/features/submissions/components/guardian-copy-page.tsx';

export function ApplicationGuardianRoute() {
  const { token = '' } = useParams();
  return <GuardianCopyPage token={token} />;
}
