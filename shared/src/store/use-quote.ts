import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from './hooks';
import { quotesReleased, quotesWanted, selectQuote } from './quotes-slice';
import type { QuoteTick } from '../contracts/socket';

/** One live quote; while mounted, the socket keeps the code subscribed. */
export function useQuote(code: string): QuoteTick | undefined {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(quotesWanted([code]));
    return () => {
      dispatch(quotesReleased([code]));
    };
  }, [code, dispatch]);
  return useAppSelector((state) => selectQuote(state, code));
}
