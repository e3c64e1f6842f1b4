/**
 * Makes `matchMedia` answer width queries (`(min-width: 768px)`, `(max-width: 600px)`) as a screen of the given
 * width would; other queries (the colour scheme) do not match. jsdom has no layout, so components that switch
 * between a table and a card list by a media query are tested through this. Undo with `restoreScreenWidth`.
 */
const original = window.matchMedia;

export function stubScreenWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (min !== null || max !== null) && (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

export function restoreScreenWidth() {
  window.matchMedia = original;
}
