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
  it('on a phone: toasts at the top, under the header, not over the page’s actions at the bottom; a 24 px close button', async () => {
    stubScreenWidth(360);
    const toaster = await showToast();
    expect(toaster).toHaveAttribute('data-y-position', 'top');
    expect(toaster).toHaveAttribute('data-x-position', 'center');
    expect((toaster as HTMLElement).style.getPropertyValue('--mobile-offset-top')).toBe('72px');
    expect(screen.getByRole('button', { name: 'Close toast' })).toHaveClass('size-6!');
  });

  it('from 601 px up: spec 9’s bottom right', async () => {
    stubScreenWidth(1280);
    const toaster = await showToast();
    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    expect(toaster).toHaveAttribute('data-x-position', 'right');
  });
});
