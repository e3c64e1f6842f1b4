/**
 * The palette's contrast (docs/brand.md): every text and control colour on the
 * surfaces it is used on meets WCAG 2.2 AA in both themes, and the guide's table
 * shows the ratios the tokens in src/web/styles.css really have.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, hexOf, readThemeTokens } from '#web/test/theme/oklch-contrast.ts';

/** [text or control token, surface token, use, WCAG minimum]: 4.5 for text, 3 for control boundaries and focus rings. */
const PAIRS: [string, string, string, number][] = [
  ['foreground', 'background', 'body text', 4.5],
  ['card-foreground', 'card', 'text on cards', 4.5],
  ['popover-foreground', 'popover', 'menus and dialogs', 4.5],
  ['muted-foreground', 'background', 'secondary text', 4.5],
  ['muted-foreground', 'card', 'secondary text on cards', 4.5],
  ['muted-foreground', 'muted', 'secondary text on muted panels', 4.5],
  ['primary', 'background', 'links and accents', 4.5],
  ['primary', 'card', 'links on cards', 4.5],
  ['primary-foreground', 'primary', 'primary buttons', 4.5],
  ['secondary-foreground', 'secondary', 'secondary buttons', 4.5],
  ['accent-foreground', 'accent', 'hovered and selected items', 4.5],
  ['destructive', 'background', 'error text', 4.5],
  ['destructive-foreground', 'destructive', 'destructive buttons', 4.5],
  ['success', 'background', 'success text', 4.5],
  ['highlight', 'background', 'highlighted figures', 4.5],
  ['input', 'background', 'field borders', 3],
  ['input', 'card', 'field borders on cards', 3],
  ['ring', 'background', 'focus ring', 3],
];

const tokens = readThemeTokens();

function tableRows(): string[] {
  return PAIRS.map(([text, surface, use, minimum]) => {
    const ratio = (theme: 'light' | 'dark') => contrastRatio(tokens[theme][text]!, tokens[theme][surface]!).toFixed(1);
    return `| \`${text}\` on \`${surface}\` | ${use} | ${ratio('light')} | ${ratio('dark')} | ${minimum} |`;
  });
}

describe('the palette', () => {
  it.each(PAIRS)('%s on %s (%s) meets %d:1 in both themes', (text, surface, _use, minimum) => {
    for (const theme of ['light', 'dark'] as const) {
      expect(contrastRatio(tokens[theme][text]!, tokens[theme][surface]!), theme).toBeGreaterThanOrEqual(minimum);
    }
  });

  it("docs/brand.md's contrast table is the tokens' real ratios", () => {
    const guide = readFileSync('docs/brand.md', 'utf8');
    const listed = guide.split('\n').filter((line) => /^\| `[a-z-]+` on `[a-z-]+` \|/.test(line));
    expect(listed).toEqual(tableRows());
  });

  it("docs/brand.md's palette lists every token with its sRGB value in each theme", () => {
    const guide = readFileSync('docs/brand.md', 'utf8');
    for (const name of Object.keys(tokens.light)) {
      expect(guide).toContain(`| \`--${name}\` | ${hexOf(tokens.light[name]!)} | ${hexOf(tokens.dark[name]!)} |`);
    }
  });
});
