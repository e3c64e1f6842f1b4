import LoaderCircle from 'lucide-react/icons/loader-circle';
import { cn } from '#web/lib/cn.ts';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}
