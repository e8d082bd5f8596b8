// Recent searches of the search page, kept in the one store (injected when this remote loads).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@app/shared';

export const RECENT_SEARCHES_MAX = 10;

export const recentSearchesSlice = createSlice({
  name: 'recentSearches',
  initialState: [] as string[],
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
