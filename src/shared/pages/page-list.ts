/**
 * The pages of the registry (paths.ts) as a flat list: each page's id (its
 * key path in `paths`, e.g. `auth.resetPassword`) and route pattern. The
 * server's client-route list and the web router are both derived from it.
 */
import { paths } from './paths.ts';

interface PageEntry {
  path: string;
}

/** `'home' | 'auth.root' | 'teamPlayers' | 'teamPlayers.create' | ...`: every key path of `T` that holds a page. */
type PageIdsOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]:
    | (T[K] extends PageEntry ? `${Prefix}${K}` : never)
    | (T[K] extends object ? PageIdsOf<Omit<T[K], 'path' | 'getHref'>, `${Prefix}${K}.`> : never);
}[keyof T & string];

export type PageId = PageIdsOf<typeof paths>;

export interface Page {
  id: PageId;
  path: string;
}

function collect(node: object, prefix: string): Page[] {
  return Object.entries(node).flatMap(([key, value]: [string, unknown]) => {
    if (typeof value !== 'object' || value === null) return [];
    const id = `${prefix}${key}`;
    const own = 'path' in value && typeof value.path === 'string' ? [{ id: id as PageId, path: value.path }] : [];
    return [...own, ...collect(value, `${id}.`)];
  });
}

/** Every page of the registry, in its order. */
export const PAGES: readonly Page[] = collect(paths, '');

/** A page's route pattern by id. */
export function pagePath(id: PageId): string {
  const page = PAGES.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`No page "${id}" in the registry`);
  return page.path;
}
