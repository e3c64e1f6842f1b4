/**
 * The shared empty state with a drawing (docs/decisions/079): the drawing is decorative and hidden from assistive
 * technology, the title is a heading at the asked level, the one line and the one action follow; without any of
 * them it stays the plain dashed line it always was.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { EMPTY_ILLUSTRATIONS } from '#web/components/illustrations/empty-illustrations.tsx';
import { SetupStepIllustration } from '#web/components/illustrations/setup-step-illustrations.tsx';
import { HeroIllustration } from '#web/components/illustrations/hero-illustration.tsx';
import { EmptyState } from './query-state.tsx';

it('shows the drawing (hidden from assistive technology), the title, the line and the action', async () => {
  const onClear = vi.fn();
  const { container } = render(
    <EmptyState
      illustration={<EMPTY_ILLUSTRATIONS.search />}
      title="No teams match these filters"
      action={
        <button type="button" onClick={onClear}>
          Clear filters
        </button>
      }
    >
      Try another name, type or game.
    </EmptyState>,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'No teams match these filters' })).toBeInTheDocument();
  expect(screen.getByText('Try another name, type or game.')).toBeInTheDocument();
  const drawing = container.querySelector('svg[data-illustration]')!;
  expect(drawing).toHaveAttribute('aria-hidden', 'true');
  expect(drawing).toHaveAttribute('focusable', 'false');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(onClear).toHaveBeenCalledOnce();
});

it('gives a page-wide empty state a level-2 title', () => {
  render(
    <EmptyState illustration={<EMPTY_ILLUSTRATIONS.list />} title="No news yet" headingLevel={2}>
      Platform news and updates will appear here.
    </EmptyState>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'No news yet' })).toBeInTheDocument();
});

it('stays a plain line without a drawing, a title or an action, and inline', () => {
  const { container, rerender } = render(<EmptyState>Nothing here.</EmptyState>);
  expect(container.firstElementChild?.tagName).toBe('P');
  expect(container.querySelector('svg')).toBeNull();
  rerender(
    <EmptyState layout="inline" illustration={<EMPTY_ILLUSTRATIONS.inbox />} title="Ignored inline">
      No messages yet.
    </EmptyState>,
  );
  expect(container.querySelector('svg')).toBeNull();
  expect(screen.queryByRole('heading')).toBeNull();
  expect(screen.getByText('No messages yet.')).toBeInTheDocument();
});

it('draws every illustration with the theme’s tokens only, never a fixed colour, and hides each one', () => {
  const { container } = render(
    <>
      <HeroIllustration />
      {Object.values(EMPTY_ILLUSTRATIONS).map((Drawing, index) => (
        <Drawing key={index} />
      ))}
      {(['identity', 'games', 'academics', 'highlights', 'visibility', 'finish'] as const).map((step) => (
        <SetupStepIllustration key={step} step={step} />
      ))}
    </>,
  );
  const drawings = container.querySelectorAll('svg');
  expect(drawings).toHaveLength(1 + Object.keys(EMPTY_ILLUSTRATIONS).length + 6);
  for (const drawing of drawings) expect(drawing).toHaveAttribute('aria-hidden', 'true');
  const html = container.innerHTML;
  // Colours come from classes (fill-primary, stroke-highlight...) or var(--token); no hex, rgb or named colour.
  expect(html).not.toMatch(/#[0-9a-f]{3,8}\b(?!-)/i);
  expect(html).not.toMatch(/(fill|stroke|stop-color)="(?!none|url\()/);
  expect(html).not.toMatch(/rgb\(|hsl\(|oklch\(/);
});
