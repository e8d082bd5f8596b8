import { quotesReceived, quotesSlice } from './quotes-slice';
import type { QuoteTick } from '../contracts/socket';

const tick = (code: string, price: string, ts = 1): QuoteTick => ({
  code,
  price,
  change: '0',
  changePct: '0',
  high: price,
  low: price,
  ts,
});

describe('quotes slice', () => {
  it('adds new codes in arrival order and replaces known ones with the newest tick', () => {
    let state = quotesSlice.reducer(undefined, quotesReceived([tick('A', '1'), tick('B', '2')]));
    expect(state.ids).toEqual(['A', 'B']);
    const before = state;
    state = quotesSlice.reducer(state, quotesReceived([tick('B', '3', 2), tick('C', '4')]));
    expect(state.ids).toEqual(['A', 'B', 'C']);
    expect(state.entities.B).toEqual(tick('B', '3', 2));
    // untouched quotes keep their identity (rows that select them do not re-render)
    expect(state.entities.A).toBe(before.entities.A);
    expect(before.entities.B).toEqual(tick('B', '2')); // the previous state is never mutated
  });

  it('keeps the ids array when no code is new', () => {
    const state = quotesSlice.reducer(undefined, quotesReceived([tick('A', '1')]));
    const next = quotesSlice.reducer(state, quotesReceived([tick('A', '2')]));
    expect(next.ids).toBe(state.ids);
    expect(next.entities.A?.price).toBe('2');
  });
});
