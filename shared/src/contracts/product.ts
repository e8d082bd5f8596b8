/** A tradable product (SPEC §3). Prices are decimal strings: never binary floats on the wire. */
export interface Product {
  code: string;
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
export interface ProductListRequest {
  page?: number;
  pageSize?: number;
  country?: string;
}
export interface ProductListResponse {
  list: Product[];
  total: number;
}
