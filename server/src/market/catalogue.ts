// The products the simulator trades. Previous closes are plausible recent figures, written as
// decimal strings and converted to integer ticks once, so no price is ever a binary float.
// `dailyVolatility` is the standard deviation of one day's return (0.02 = 2 %).
import type { ProductType } from '@app/shared/contracts';
export interface ListedProduct {
  code: string;
  type: ProductType;
  name: { en: string; zh: string };
  /** Shown after the name, e.g. "US", "HK". */
  suffix: string;
  country: string;
  exchange: string;
  previousClose: string;
  decimals: number;
  dailyVolatility: number;
}

export const CATALOGUE: readonly ListedProduct[] = [
  { code: 'AAPL', type: 'stock', name: { en: 'Apple', zh: '苹果' }, suffix: 'US', country: 'US', exchange: 'NASDAQ', previousClose: '227.48', decimals: 2, dailyVolatility: 0.016 },
  { code: 'MSFT', type: 'stock', name: { en: 'Microsoft', zh: '微软' }, suffix: 'US', country: 'US', exchange: 'NASDAQ', previousClose: '415.30', decimals: 2, dailyVolatility: 0.015 },
  { code: 'NVDA', type: 'stock', name: { en: 'NVIDIA', zh: '英伟达' }, suffix: 'US', country: 'US', exchange: 'NASDAQ', previousClose: '135.40', decimals: 2, dailyVolatility: 0.032 },
  { code: 'TSLA', type: 'stock', name: { en: 'Tesla', zh: '特斯拉' }, suffix: 'US', country: 'US', exchange: 'NASDAQ', previousClose: '248.50', decimals: 2, dailyVolatility: 0.038 },
  { code: '00700', type: 'stock', name: { en: 'Tencent', zh: '腾讯控股' }, suffix: 'HK', country: 'HK', exchange: 'HKEX', previousClose: '418.60', decimals: 2, dailyVolatility: 0.019 },
  { code: '09988', type: 'stock', name: { en: 'Alibaba', zh: '阿里巴巴' }, suffix: 'HK', country: 'HK', exchange: 'HKEX', previousClose: '82.35', decimals: 2, dailyVolatility: 0.026 },
  { code: '600519', type: 'stock', name: { en: 'Kweichow Moutai', zh: '贵州茅台' }, suffix: 'SH', country: 'CN', exchange: 'SSE', previousClose: '1538.00', decimals: 2, dailyVolatility: 0.014 },
  // ETFs in Shanghai are quoted to 0.001.
  { code: '510300', type: 'etf', name: { en: 'CSI 300 ETF', zh: '沪深300ETF' }, suffix: 'SH', country: 'CN', exchange: 'SSE', previousClose: '3.912', decimals: 3, dailyVolatility: 0.011 },
  // Tokyo quotes these large caps to 0.1 yen.
  { code: '7203', type: 'stock', name: { en: 'Toyota Motor', zh: '丰田汽车' }, suffix: 'T', country: 'JP', exchange: 'TSE', previousClose: '2745.5', decimals: 1, dailyVolatility: 0.017 },
  { code: '6758', type: 'stock', name: { en: 'Sony Group', zh: '索尼集团' }, suffix: 'T', country: 'JP', exchange: 'TSE', previousClose: '3120.0', decimals: 1, dailyVolatility: 0.018 },
];
