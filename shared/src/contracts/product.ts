/** A tradable product (docs/product.md §3). Prices are decimal strings: never binary floats on the wire. */
export type ProductType = 'stock' | 'etf' | 'index';

export interface Product {
  code: string;
  type: ProductType;
  name: string;
  /** Exchange suffix shown after the name, e.g. "US", "HK". */
  suffix: string;
  country: string;
  exchange: string;
  price: string;
  /** Absolute change against the previous close. */
  change: string;
  /** Percent change against the previous close, e.g. "-1.23". */
  changePct: string;
  high: string;
  low: string;
}

/** product/productList */
export type ProductSort = 'default' | 'changeDesc' | 'changeAsc';

export interface ProductListRequest {
  page?: number;
  pageSize?: number;
  country?: string;
  exchange?: string;
  /** Default: stocks and ETFs. Indices (Home's index tabs) only when asked for. */
  type?: ProductType;
  sort?: ProductSort;
}
export interface ProductListResponse {
  list: Product[];
  total: number;
}
