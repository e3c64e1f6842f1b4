import { describe, expect, it } from 'vitest';
import { isClientRoute } from './client-routes.ts';
import { PRERENDERED_PAGES, prerenderedFileFor } from './prerendered-pages.ts';
import { withRootHtml } from './with-root-html.ts';

describe('prerendered pages', () => {
  it('maps the landing and the information pages to their files', () => {
    expect(prerenderedFileFor('/')).toBe('index.html');
    expect(prerenderedFileFor('/about')).toBe('about.html');
    expect(prerenderedFileFor('/features')).toBe('features.html');
    expect(prerenderedFileFor('/privacy')).toBe('privacy.html');
    expect(prerenderedFileFor('/terms')).toBe('terms.html');
  });

  it('matches as the router does: any letter case, one trailing slash', () => {
    expect(prerenderedFileFor('/About')).toBe('about.html');
    expect(prerenderedFileFor('/terms/')).toBe('terms.html');
  });

  it('has no file for pages that differ per visitor or per address, nor for unknown paths', () => {
    for (const pathname of ['/home', '/contact', '/colleges', '/player/skyforge', '/about/more', '/aboutx', '/learn', '']) {
      expect(prerenderedFileFor(pathname), pathname).toBeNull();
    }
  });

  it('lists only pages of the registry, each with its own file', () => {
    for (const page of PRERENDERED_PAGES) expect(isClientRoute(page.path), page.path).toBe(true);
    expect(new Set(PRERENDERED_PAGES.map((page) => page.file)).size).toBe(PRERENDERED_PAGES.length);
  });

  it('puts the markup into the empty root of the built page, and refuses a page without one', () => {
    const shell = '<html><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
    expect(withRootHtml(shell, '<main>Hi</main>')).toBe('<html><body><div id="root"><main>Hi</main></div><script type="module" src="/a.js"></script></body></html>');
    expect(() => withRootHtml('<html><body></body></html>', '<main/>')).toThrow(/no empty <div id="root">/);
  });
});
