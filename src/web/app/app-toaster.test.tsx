import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeContext } from '#web/lib/theme/theme-context.ts';
import { restoreScreenWidth, stubScreenWidth } from '#web/test/screen-width.ts';
import { AppToaster } from './app-toaster.tsx';

afterEach(() => {
  restoreScreenWidth();
  toast.dismiss();
});

async function showToast() {
  render(
    <ThemeContext.Provider value={{ theme: 'system', resolvedTheme: 'light', setTheme: () => {} }}>
      <AppToaster />
    </ThemeContext.Provider>,
  );
  act(() => {
    toast.success('Choice saved');
  });
  await screen.findByText('Choice saved');
  return document.querySelector('[data-sonner-toaster]')!;
}

describe('AppToaster (issue 26, item 4; docs/decisions/078)', () => {
  it('on a phone: toasts at the top, under the header, not over the page’s actions at the bottom; a 24 px close button inside the toast', async () => {
    stubScreenWidth(360);
    const toaster = await showToast();
    expect(toaster).toHaveAttribute('data-y-position', 'top');
    expect(toaster).toHaveAttribute('data-x-position', 'center');
    expect((toaster as HTMLElement).style.getPropertyValue('--mobile-offset-top')).toBe('72px');
    // Inside the toast's top-right corner, not over the screen's left edge, with room kept for it.
    expect(screen.getByRole('button', { name: 'Close toast' })).toHaveClass('size-6!', 'left-auto!', 'right-2!', 'top-2!', 'transform-none!');
    expect(toaster.querySelector('[data-sonner-toast]')).toHaveClass('pr-10!');
  });

  it('from 601 px up: spec 9’s bottom right', async () => {
    stubScreenWidth(1280);
    const toaster = await showToast();
    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    expect(toaster).toHaveAttribute('data-x-position', 'right');
    const close = screen.getByRole('button', { name: 'Close toast' });
    expect(close).toHaveClass('size-6!');
    expect(close).not.toHaveClass('right-2!');
  });
});
