// Recent searches of the search page, kept in the one store (injected when this remote loads)
// and remembered on the device: the slice starts from localStorage, the search page writes back.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@app/shared';
import { RECENT_SEARCHES_STORAGE_KEY } from '../common/constants';

export const RECENT_SEARCHES_MAX = 10;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** What the device remembers; anything malformed reads as an empty history. */
export function readRecentSearches(store: Storage | null = storage()): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((v): v is string => typeof v === 'string' && v.trim().length > 0).slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}

export function writeRecentSearches(terms: readonly string[], store: Storage | null = storage()): void {
  try {
    if (terms.length === 0) store?.removeItem(RECENT_SEARCHES_STORAGE_KEY);
    else store?.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(terms));
  } catch {
    /* private mode or full storage: the history just is not kept */
  }
}

export const recentSearchesSlice = createSlice({
  name: 'recentSearches',
  initialState: (): string[] => readRecentSearches(),
  reducers: {
    searched(state, action: PayloadAction<string>) {
      const term = action.payload.trim();
      if (!term) return state;
      return [term, ...state.filter((t) => t.toLowerCase() !== term.toLowerCase())].slice(0, RECENT_SEARCHES_MAX);
    },
    recentSearchesCleared() {
      return [];
    },
  },
  selectors: {
    selectRecentSearches: (state) => state,
  },
});

declare module '@app/shared' {
  interface LazyLoadedSlices {
    recentSearches: ReturnType<typeof recentSearchesSlice.reducer>;
  }
}

/** The injected slice: its selectors read the shell's store. */
export const injectedRecentSearches = recentSearchesSlice.injectInto(rootReducer);
export const { searched, recentSearchesCleared } = recentSearchesSlice.actions;
export const { selectRecentSearches } = injectedRecentSearches.selectors;
