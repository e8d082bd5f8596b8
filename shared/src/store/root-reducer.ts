// The root reducer of the one store. The shell builds the store from it; remotes add their own
// slices lazily with `slice.injectInto(rootReducer)` (or `rootReducer.inject(slice)`).
import { combineSlices } from '@reduxjs/toolkit';
import { api } from './api';
import { quotesSlice } from './quotes-slice';
import { sessionSlice } from './session-slice';

// Slices that remotes inject declare themselves here by module augmentation, so selectors in
// other packages are typed without importing the remote.
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, sessionSlice, quotesSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
