/** /application/confirm/{token} (docs/decisions/038, "A visitor's repeat"): the emailed link that confirms new answers. */
import { useParams } from 'react-router';
import { ConfirmUpdatePage } from '#web/features/submissions/components/confirm-update-page.tsx';

export function ApplicationConfirmRoute() {
  const { token = '' } = useParams();
  return <ConfirmUpdatePage token={token} />;
}
