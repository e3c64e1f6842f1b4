/**
 * The 1200x630 share images' layout pieces (docs/decisions/022, 041) as the element tree satori renders:
 * the player card's and a confirmed outcome's image share the size, colours, boxes, lines and the frame
 * (top border, body at the top, page address at the bottom). Plain objects instead of JSX: the server has
 * no React runtime.
 */

export const CARD_IMAGE_WIDTH = 1200;
export const CARD_IMAGE_HEIGHT = 630;

export interface ImageNode {
  type: 'div';
  props: { style: Record<string, string | number>; children?: string | ImageNode[] };
}

// The dark theme's background, text and primary colours (src/web/styles.css), in sRGB.
export const COLORS = { background: '#15131f', panel: '#221f33', text: '#f4f3f8', muted: '#a9a6bc', primary: '#9d6bff' } as const;

export function box(style: ImageNode['props']['style'], children?: string | ImageNode[]): ImageNode {
  return { type: 'div', props: { style: { display: 'flex', ...style }, children } };
}

/** One line that ends in an ellipsis rather than wrapping or overflowing. */
export function line(text: string, style: ImageNode['props']['style']): ImageNode {
  return box({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', ...style }, text);
}

/** The whole image: `body` stacked at the top, the page's address at the bottom. */
export function shareImageFrame(body: ImageNode[], pageUrl: string): ImageNode {
  return box(
    {
      width: CARD_IMAGE_WIDTH,
      height: CARD_IMAGE_HEIGHT,
      // Padding inside the 1200x630, as in CSS with border-box (satori's default is content-box).
      boxSizing: 'border-box',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '44px 72px',
      backgroundColor: COLORS.background,
      borderTop: `12px solid ${COLORS.primary}`,
      color: COLORS.text,
      fontFamily: 'Inter',
    },
    [box({ flexDirection: 'column' }, body), line(pageUrl, { fontSize: 26, color: COLORS.muted })],
  );
}
