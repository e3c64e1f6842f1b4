/** GET /api/programs/:programId/pipeline/entries/:entryId: the side panel (docs/decisions/036). */
import { useQuery } from '@tanstack/react-query';
import type { PipelinePanel } from '#shared/contracts/pipeline.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';
import { pipelineKeys } from './pipeline-keys.ts';

export function usePipelinePanel(programId: string, entryId: string | null) {
  return useQuery({
    queryKey: pipelineKeys.panel(programId, entryId ?? ''),
    queryFn: ({ signal }) => api.get<PipelinePanel>(apiPaths.pipelineEntry(programId, entryId!), signal),
    enabled: entryId !== null,
  });
}
