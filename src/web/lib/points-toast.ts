/** The "+N points" toast (docs/decisions/048): shown only when points were awarded. */
import { pointsToastText } from '#shared/recruiting/points-rules.ts';
import { toast } from '#web/lib/toast.ts';

export function showPointsToast(points: number | undefined): void {
  if (!points || points <= 0) return;
  toast.success(pointsToastText(points));
}
