export type FocusMove = 'next' | 'previous' | 'first' | 'last';

/**
 * Moves focus among the enabled result buttons of `list`, from `current` (null: before the first).
 * Returns false when there is nowhere to go (no results, or `previous` from the first), so the caller can
 * send focus back to the search box.
 */
export function moveResultFocus(list: HTMLElement, current: Element | null, move: FocusMove): boolean {
  const buttons = [...list.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  if (buttons.length === 0) return false;
  const index = current ? buttons.indexOf(current as HTMLButtonElement) : -1;
  const target =
    move === 'first' ? 0 : move === 'last' ? buttons.length - 1 : move === 'next' ? Math.min(index + 1, buttons.length - 1) : index - 1;
  const button = buttons[target];
  if (!button) return false;
  button.focus();
  return true;
}
