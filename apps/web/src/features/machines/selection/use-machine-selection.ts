import type { MachineSelection, MachineSelectionFilter } from '@dd/contract';
import { useState } from 'react';

type State = { key: string; ids: ReadonlySet<number>; all: boolean };

/** The list's filter and search (its query without page and sort): what "all matching" means. */
export function selectionFilter(query: Record<string, string | number>): MachineSelectionFilter {
  const { page: _page, pageSize: _size, sort: _sort, order: _order, ...filter } = query;
  return filter as MachineSelectionFilter;
}

/**
 * The machines list's selection: rows ticked by hand, or "all N matching this filter" (resolved
 * by the server). Another filter or search starts a new, empty selection, so an action never
 * touches rows the user no longer sees.
 */
export function useMachineSelection(filter: MachineSelectionFilter, total: number) {
  const key = JSON.stringify(filter);
  const [stored, setStored] = useState<State>({ key, ids: new Set(), all: false });
  const state: State = stored.key === key ? stored : { key, ids: new Set(), all: false };
  const set = (ids: Iterable<number>, all = false) => setStored({ key, ids: new Set(ids), all });

  const count = state.all ? total : state.ids.size;
  const selection: MachineSelection | null = state.all
    ? { filter }
    : state.ids.size > 0
      ? { ids: [...state.ids] }
      : null;

  return {
    count,
    selection,
    allMatching: state.all,
    isSelected: (id: number) => state.all || state.ids.has(id),
    /** Unticking a row of "all matching" keeps the rest of the page ticked. */
    toggle(id: number, pageIds: readonly number[]) {
      if (state.all) return set(pageIds.filter((p) => p !== id));
      const next = new Set(state.ids);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      set(next);
    },
    pageState(pageIds: readonly number[]): 'all' | 'some' | 'none' {
      const n = pageIds.filter((id) => state.all || state.ids.has(id)).length;
      return n === 0 ? 'none' : n === pageIds.length ? 'all' : 'some';
    },
    togglePage(pageIds: readonly number[]) {
      const everyOne = pageIds.every((id) => state.all || state.ids.has(id));
      if (everyOne) {
        const next = new Set(state.all ? [] : state.ids);
        for (const id of pageIds) next.delete(id);
        return set(next);
      }
      set([...state.ids, ...pageIds]);
    },
    /** Ticks these too (a pasted list); "all matching" offers no paste, so it is never on here. */
    add: (ids: readonly number[]) => set([...state.ids, ...ids]),
    selectAllMatching: () => set([], true),
    clear: () => set([]),
  };
}

export type MachineSelectionState = ReturnType<typeof useMachineSelection>;
