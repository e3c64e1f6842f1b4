import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { MarkdownView } from './markdown-view.tsx';

function renderBody(body: string) {
  const { container } = renderWithProviders(<MarkdownView body={body} />);
  return container.querySelector('[data-slot="markdown"]')!;
}

/** Every attribute name in the rendered tree. */
const attributeNames = (root: Element) =>
  [root, ...root.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => attribute.name));

describe('MarkdownView', () => {
  it('shows a <script> from a body as text and never renders it', () => {
    const root = renderBody('Before\n\n<script>window.hacked = true</script>\n\nAfter');
    expect(root.querySelector('script')).toBeNull();
    expect(root.textContent).toContain('<script>window.hacked = true</script>');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows an inline event-handler image as text, with no element and no on* attribute', () => {
    const root = renderBody('Look: <img src=x onerror=alert(1)> and <a href="#" onclick="alert(2)">click</a>');
    expect(root.querySelector('img')).toBeNull();
    expect(attributeNames(root).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(root.textContent).toContain('<a href="#" onclick="alert(2)">');
  });

  it('drops javascript: links', () => {
    renderBody('[click me](javascript:alert(1))');
    const link = screen.getByText('click me').closest('a')!;
    expect(link.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('renders headings, lists, tables, code and images; a body h1 becomes h2 under the page title', () => {
    const root = renderBody(
      '# Top\n\n## Section\n\n- one\n- two\n\n1. first\n\n| A | B |\n| - | - |\n| 1 | 2 |\n\n`inline`\n\n```\nblock\n```\n\n![A coach](https://example.com/coach.png)',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Top' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
    expect(root.querySelector('h1')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'A' })).toBeInTheDocument();
    expect(root.querySelector('pre code')?.textContent).toBe('block\n');
    expect(screen.getByRole('img', { name: 'A coach' })).toHaveAttribute('src', 'https://example.com/coach.png');
  });

  it('opens outside links safely in a new tab and keeps app links in place', () => {
    renderBody('[Outside](https://example.com/guide) and [Learn](/learn)');
    const outside = screen.getByRole('link', { name: /Outside/ });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside.getAttribute('rel')).toContain('noopener');
    expect(outside.getAttribute('rel')).toContain('noreferrer');
    const inside = screen.getByRole('link', { name: 'Learn' });
    expect(inside).toHaveAttribute('href', '/learn');
    expect(inside).not.toHaveAttribute('target');
  });
});
