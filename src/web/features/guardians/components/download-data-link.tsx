import Download from 'lucide-react/icons/download';
import { Button } from '#web/components/ui/button.tsx';
import { apiPaths } from '#web/config/api-paths.ts';

/** Download data: a plain link to the JSON attachment (the session cookie goes with it). */
export function DownloadDataLink({ userId }: { userId: string }) {
  return (
    <Button asChild variant="outline">
      <a href={apiPaths.playerDataExport(userId)} download>
        <Download aria-hidden="true" />
        Download data (JSON)
      </a>
    </Button>
  );
}
