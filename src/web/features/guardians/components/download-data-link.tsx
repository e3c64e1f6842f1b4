import { Download } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { guardianApiPaths } from '../api/guardian-keys.ts';

/** Download data: a plain link to the JSON attachment (the session cookie goes with it). */
export function DownloadDataLink({ userId }: { userId: string }) {
  return (
    <Button asChild variant="outline">
      <a href={guardianApiPaths.export(userId)} download>
        <Download aria-hidden="true" />
        Download data (JSON)
      </a>
    </Button>
  );
}
