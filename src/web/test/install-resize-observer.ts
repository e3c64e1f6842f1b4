/** Radix radio groups and switches measure themselves; jsdom has no ResizeObserver. Call it in `beforeAll`. */
export function installResizeObserver() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
