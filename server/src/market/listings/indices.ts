// The indices of Home's index tabs. For an index the "millions" column is its average daily
// volume (millions of shares traded by its constituents), and the year is when it was first published.
import type { ListingRow } from './row';

export const INDICES: readonly ListingRow[] = [
  ['DJI', 'Dow Jones Industrial Average', '道琼斯工业指数', 'NYSE', '42000.00', 'index', 350, 1896, 0.009],
  ['IXIC', 'Nasdaq Composite', '纳斯达克综合指数', 'NASDAQ', '18300.00', 'index', 5000, 1971, 0.013],
  ['SPX', 'S&P 500', '标普500指数', 'NYSE', '5700.00', 'index', 2500, 1957, 0.01],
  ['HSI', 'Hang Seng Index', '恒生指数', 'HKEX', '19200.00', 'index', 12000, 1969, 0.014],
  ['HSCEI', 'Hang Seng China Enterprises Index', '恒生中国企业指数', 'HKEX', '6900.00', 'index', 5000, 1994, 0.016],
  ['HSTECH', 'Hang Seng TECH Index', '恒生科技指数', 'HKEX', '4300.00', 'index', 3000, 2020, 0.022],
  ['SH000001', 'SSE Composite Index', '上证指数', 'SSE', '3300.00', 'index', 40000, 1991, 0.01],
  ['SH000300', 'CSI 300 Index', '沪深300', 'SSE', '3900.00', 'index', 15000, 2005, 0.011],
  ['SZ399001', 'SZSE Component Index', '深证成指', 'SZSE', '10500.00', 'index', 50000, 1995, 0.013],
  ['SZ399006', 'ChiNext Index', '创业板指', 'SZSE', '2150.00', 'index', 12000, 2010, 0.017],
  ['N225', 'Nikkei 225', '日经225指数', 'TSE', '39000.00', 'index', 1500, 1950, 0.012],
  ['TOPX', 'TOPIX', '东证指数', 'TSE', '2750.00', 'index', 1800, 1968, 0.01],
];
