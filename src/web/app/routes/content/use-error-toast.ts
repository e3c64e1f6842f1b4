import { useEffect } from 'react';
import { toast } from '#web/lib/toast.ts';

/** Shows one error toast (title and description, spec section 8) each time a query enters its error state. */
export function useErrorToast(isError: boolean, title: string, description: string) {
  useEffect(() => {
    if (isError) toast.error(title, { id: `${title}:${description}`, description });
  }, [isError, title, description]);
}
