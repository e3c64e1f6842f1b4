import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InitialsAvatar, initials } from './initials-avatar.tsx';

describe('initials', () => {
  it('takes the first and last words, or the first two letters of one word', () => {
    expect(initials('Ada Grace Lovelace')).toBe('AL');
    expect(initials('  zed  ')).toBe('ZE');
    expect(initials('x')).toBe('X');
    expect(initials('   ')).toBe('?');
  });
});

describe('InitialsAvatar', () => {
  it('shows the picture, decorative, when there is one', () => {
    const { container } = render(<InitialsAvatar name="Ada Lovelace" avatarUrl="/a.png" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/a.png');
    expect(img).toHaveAttribute('alt', '');
    expect(container.querySelector('[data-initials]')).toBeNull();
  });

  it('draws hidden initials (CSS, not text) at the chosen size, which className overrides', () => {
    const { container, rerender } = render(<InitialsAvatar name="Ada Lovelace" avatarUrl={null} size="sm" />);
    const badge = container.firstElementChild;
    expect(badge).toHaveAttribute('data-initials', 'AL');
    expect(badge).toHaveTextContent('');
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(badge).toHaveClass('size-8', 'text-xs');
    rerender(<InitialsAvatar name="Ada Lovelace" avatarUrl={null} size="lg" className="size-20 text-2xl" />);
    expect(container.firstElementChild).toHaveClass('size-20', 'text-2xl');
    expect(container.firstElementChild).not.toHaveClass('size-10');
  });
});
