import { useQuote, type Product } from '@app/shared';

export interface LivePrice {
  price: string;
  change: string;
  changePct: string;
  high: string;
  low: string;
  /** Time of the live tick, or null while only the snapshot is known. */
  ts: number | null;
}

/** The product's live quote (socket) over its snapshot (REST); subscribes while mounted. */
export function useLivePrice(product: Pick<Product, 'code' | 'price' | 'change' | 'changePct' | 'high' | 'low'>): LivePrice {
  const live = useQuote(product.code);
  if (!live)
    return { price: product.price, change: product.change, changePct: product.changePct, high: product.high, low: product.low, ts: null };
  return { price: live.price, change: live.change, changePct: live.changePct, high: live.high, low: live.low, ts: live.ts };
}
