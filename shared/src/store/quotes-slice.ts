// Live quotes, normalized by product code. Ticks arrive in batches from the shell's socket; each
// row selects only its own quote, so a tick re-renders only the rows it touches.
import { createAction, createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QuoteTick } from '../contracts/socket';

export const quotesAdapter = createEntityAdapter<QuoteTick, string>({ selectId: (q) => q.code });

export const quotesSlice = createSlice({
  name: 'quotes',
  initialState: quotesAdapter.getInitialState(),
  reducers: {
    /** A batch of ticks (newest per code), merged outside React by the socket. */
    quotesReceived(state, action: PayloadAction<QuoteTick[]>) {
      quotesAdapter.upsertMany(state, action.payload);
    },
  },
  selectors: {
    selectQuote: (state, code: string): QuoteTick | undefined => state.entities[code],
  },
});

export const { quotesReceived } = quotesSlice.actions;
export const { selectQuote } = quotesSlice.selectors;

/** A screen starts showing these codes: the socket subscribes (reference counted). */
export const quotesWanted = createAction<string[]>('quotes/wanted');
/** A screen stops showing these codes. */
export const quotesReleased = createAction<string[]>('quotes/released');
