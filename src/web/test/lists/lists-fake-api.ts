/**
 * Test support: an in-memory stand-in for the /api/lists routes, answering
 * the web tests' stubbed fetch the way the server does (order, counts,
 * memberships, a duplicate name). Not part of the app bundle.
 */
import type { ListCollege, ListDetail, ListItem, ListPlayer, ListSummary } from '#shared/contracts/lists.ts';
import { LIST_TEXTS } from '#shared/contracts/lists.ts';
import { apiError, json, type ApiCall } from '../teams/teams-test-harness.tsx';

const NOW = '2026-11-01T12:00:00.000Z';
let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, '0')}`;

export function player(displayName: string, overrides: Partial<ListPlayer> = {}): ListPlayer {
  const slug = displayName.toLowerCase().replace(/\s+/g, '-');
  return { userId: `user-${slug}`, slug, displayName, avatarUrl: null, gradYear: 2027, state: 'TX', mainGame: { titleName: 'Valorant', rankName: 'Diamond 2' }, ...overrides };
}

export function college(name: string, overrides: Partial<ListCollege> = {}): ListCollege {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return { id: nextId(), slug, name, city: 'Austin', state: 'TX', isClaimed: false, isDemo: false, ...overrides };
}

export function createFakeListsApi(players: readonly ListPlayer[] = [], colleges: readonly ListCollege[] = []) {
  const lists: ListSummary[] = [];
  const items = new Map<string, ListItem[]>();
  const known = new Map(players.map((entry) => [entry.userId, entry]));
  const knownColleges = new Map(colleges.map((entry) => [entry.id, entry]));

  const summary = (list: ListSummary): ListSummary => ({ ...list, itemCount: items.get(list.id)?.length ?? 0 });
  const renumber = (listId: string) => items.set(listId, (items.get(listId) ?? []).map((item, position) => ({ ...item, position })));

  function addList(name: string, itemType: ListSummary['itemType'] = 'player'): ListSummary {
    const list: ListSummary = { id: nextId(), name, itemType, itemCount: 0, createdAt: NOW, updatedAt: NOW };
    lists.push(list);
    items.set(list.id, []);
    return list;
  }

  function addItem(listId: string, entry: ListPlayer | null, note: string | null = null): ListItem {
    const item: ListItem = { id: nextId(), itemType: 'player', position: items.get(listId)!.length, note, createdAt: NOW, player: entry, collegeId: null, college: null };
    items.get(listId)!.push(item);
    return item;
  }

  function addCollegeItem(listId: string, entry: ListCollege, note: string | null = null): ListItem {
    const item: ListItem = { id: nextId(), itemType: 'college', position: items.get(listId)!.length, note, createdAt: NOW, player: null, collegeId: entry.id, college: entry };
    items.get(listId)!.push(item);
    return item;
  }

  function handle(call: ApiCall): Response | undefined {
    const parts = call.path.split('/').slice(3); // after /api/lists
    const body = (call.body ?? {}) as Record<string, unknown>;
    if (parts.length === 0 && call.method === 'GET') return json(200, { lists: lists.map(summary) });
    if (parts.length === 0 && call.method === 'POST') {
      const name = String(body.name);
      if (lists.some((list) => list.name.toLowerCase() === name.toLowerCase())) {
        return apiError(400, 'validation', LIST_TEXTS.nameTaken, { name: LIST_TEXTS.nameTaken });
      }
      return json(201, addList(name, body.itemType === 'college' ? 'college' : 'player'));
    }
    if (parts[0] === 'memberships') {
      const playerUserId = call.search.get('playerUserId');
      const collegeId = call.search.get('collegeId');
      const holds = (item: ListItem) => (collegeId ? item.collegeId === collegeId : item.player?.userId === playerUserId);
      return json(200, {
        memberships: lists
          .filter((list) => list.itemType === (collegeId ? 'college' : 'player'))
          .map((list) => ({
            listId: list.id,
            name: list.name,
            itemCount: items.get(list.id)!.length,
            itemId: items.get(list.id)!.find(holds)?.id ?? null,
          })),
      });
    }
    const list = lists.find((entry) => entry.id === parts[0]);
    if (!list) return apiError(404, 'not_found', LIST_TEXTS.listNotFound);
    const listItems = items.get(list.id)!;
    if (parts.length === 1) {
      if (call.method === 'GET') return json(200, { list: summary(list), items: listItems } satisfies ListDetail);
      if (call.method === 'PATCH') {
        list.name = String(body.name);
        return json(200, summary(list));
      }
      if (call.method === 'DELETE') {
        lists.splice(lists.indexOf(list), 1);
        return new Response(null, { status: 204 });
      }
    }
    if (parts[1] === 'order' && call.method === 'PUT') {
      const ids = body.itemIds as string[];
      items.set(list.id, ids.map((id) => listItems.find((item) => item.id === id)!));
      renumber(list.id);
      return new Response(null, { status: 204 });
    }
    if (parts[1] === 'items' && parts.length === 2 && call.method === 'POST') {
      if (body.collegeId) return json(201, { id: addCollegeItem(list.id, knownColleges.get(String(body.collegeId))!).id });
      return json(201, { id: addItem(list.id, known.get(String(body.playerUserId)) ?? null).id });
    }
    const item = listItems.find((entry) => entry.id === parts[2]);
    if (!item) return apiError(404, 'not_found', LIST_TEXTS.itemNotFound);
    if (call.method === 'PATCH') {
      item.note = (body.note as string) || null;
      return json(200, { id: item.id, note: item.note });
    }
    if (call.method === 'DELETE') {
      listItems.splice(listItems.indexOf(item), 1);
      renumber(list.id);
      return new Response(null, { status: 204 });
    }
    return undefined;
  }

  return { lists, items, addList, addItem, addCollegeItem, handle };
}
