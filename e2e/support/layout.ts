/**
 * The layout check over the DOM's boxes (issue 26): at the current viewport,
 * nothing makes the page scroll sideways, and no two visible interactive
 * elements overlap (one covering the other, or sitting on top of it). Boxes
 * are clipped by their scrolling ancestors (a tab bar that scrolls sideways
 * hides its overflow), and an element inside another (a button in a link
 * card) is not an overlap; with a modal dialog open only its controls
 * count. Checked at the top of the page, where fixed elements (the
 * testing button, toasts) sit over what they would cover.
 */
import type { Page } from '@playwright/test';

export interface LayoutProblems {
  /** How far the page scrolls sideways (0 when it fits), and the elements that stick out. */
  overflow: { by: number; elements: string[] };
  /** "button "Edit" overlaps link "Open"" lines. */
  overlaps: string[];
}

export function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const INTERACTIVE =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="combobox"], [tabindex]:not([tabindex="-1"])';
    const width = document.documentElement.clientWidth;

    const describe = (element: Element) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      return `${role} "${name}"`;
    };

    const hidden = (element: Element) => {
      if (element.closest('[aria-hidden="true"], [inert]')) return true;
      // Visually hidden until focused (the skip link: Tailwind's sr-only clips it to nothing).
      const own = getComputedStyle(element);
      if (own.clip === 'rect(0px, 0px, 0px, 0px)' || own.clipPath === 'inset(50%)') return true;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return true;
      }
      return false;
    };

    /** The part of the element's box its scrolling or clipping ancestors let show. */
    const visibleBox = (element: Element) => {
      const rect = element.getBoundingClientRect();
      let box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = node.getBoundingClientRect();
        box = {
          left: style.overflowX === 'visible' ? box.left : Math.max(box.left, clip.left),
          right: style.overflowX === 'visible' ? box.right : Math.min(box.right, clip.right),
          top: style.overflowY === 'visible' ? box.top : Math.max(box.top, clip.top),
          bottom: style.overflowY === 'visible' ? box.bottom : Math.min(box.bottom, clip.bottom),
        };
      }
      return box;
    };

    // A modal dialog is open when its library hid the rest of the page from assistive technology
    // (aria-hidden's hideOthers marks body's other children data-aria-hidden). Only the dialog can be used
    // then: what lies under its overlay is not an overlap. (hideOthers leaves the ancestors of live
    // regions unhidden, so a page's tab panel would otherwise count.)
    const modal = document.querySelector('body > [data-aria-hidden="true"]') !== null;
    const usable = (element: Element) => !modal || element.closest('[role="dialog"], [role="alertdialog"]') !== null;

    const boxes = [...document.querySelectorAll(INTERACTIVE)]
      .filter((element) => !hidden(element) && usable(element))
      .map((element) => ({ element, box: visibleBox(element) }))
      // Screen-reader-only controls (skip link) are 1 px boxes; clipped-away ones have no area.
      .filter(({ box }) => box.right - box.left > 1 && box.bottom - box.top > 1);

    const overlaps: string[] = [];
    const SLACK = 2; // touching edges and focus-ring offsets are not overlaps
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > SLACK && down > SLACK) overlaps.push(`${describe(a.element)} overlaps ${describe(b.element)}`);
      }
    }

    const by = Math.max(0, document.documentElement.scrollWidth - width);
    const elements =
      by === 0
        ? []
        : [...document.body.querySelectorAll('*')]
            .filter((element) => !hidden(element) && visibleBox(element).right > width + 1)
            // The outermost ones only: their children stick out with them.
            .filter((element, _index, all) => !all.some((other) => other !== element && other.contains(element)))
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')} (${describe(element)})`);
    return { overflow: { by, elements }, overlaps };
  });
}
