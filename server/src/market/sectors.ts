// Sectors of the catalogue: their names, the usual volatility of their shares, and the short
// description every product of the sector gets (templated: {name}, {exchange}, {year}).
import type { Translations } from '../i18n/translations';

export type SectorKey =
  | 'tech'
  | 'comm'
  | 'consumer'
  | 'staples'
  | 'finance'
  | 'health'
  | 'industrial'
  | 'energy'
  | 'materials'
  | 'utilities'
  | 'realestate'
  | 'fund'
  | 'index';

export interface SectorInfo {
  name: Translations;
  /** Typical standard deviation of one day's return for a large company of the sector. */
  dailyVolatility: number;
  description: Translations;
}

export const SECTORS: Record<SectorKey, SectorInfo> = {
  tech: {
    name: { en: 'Information technology', zh: '信息技术' },
    dailyVolatility: 0.024,
    description: {
      en: '{name} is an information technology company listed on the {exchange} since {year}. Its business spans hardware, software, semiconductors or IT services, and its results tend to follow technology spending cycles.',
      zh: '{name}是一家信息技术公司，自{year}年起在{exchange}上市。业务涵盖硬件、软件、半导体或信息技术服务，业绩通常随科技投资周期变化。',
    },
  },
  comm: {
    name: { en: 'Communication services', zh: '通信服务' },
    dailyVolatility: 0.02,
    description: {
      en: '{name} is a communication services company listed on the {exchange} since {year}. It earns from telecom networks, internet platforms, games, media or advertising.',
      zh: '{name}是一家通信服务公司，自{year}年起在{exchange}上市。收入来自电信网络、互联网平台、游戏、媒体或广告。',
    },
  },
  consumer: {
    name: { en: 'Consumer discretionary', zh: '可选消费' },
    dailyVolatility: 0.022,
    description: {
      en: '{name} is a consumer discretionary company listed on the {exchange} since {year}. It sells cars, apparel, travel, dining, retail or e-commerce, whose demand rises and falls with household spending.',
      zh: '{name}是一家可选消费公司，自{year}年起在{exchange}上市。主营汽车、服饰、旅游、餐饮、零售或电商，需求随居民消费起伏。',
    },
  },
  staples: {
    name: { en: 'Consumer staples', zh: '日常消费' },
    dailyVolatility: 0.013,
    description: {
      en: '{name} is a consumer staples company listed on the {exchange} since {year}. Its food, beverage or household products are bought in good times and bad, which usually keeps earnings steady.',
      zh: '{name}是一家日常消费公司，自{year}年起在{exchange}上市。其食品、饮料或家居用品需求稳定，盈利通常较为平稳。',
    },
  },
  finance: {
    name: { en: 'Financials', zh: '金融' },
    dailyVolatility: 0.016,
    description: {
      en: '{name} is a financial company listed on the {exchange} since {year}. It earns from lending, payments, insurance, asset management or brokerage, and is sensitive to interest rates and the credit cycle.',
      zh: '{name}是一家金融公司，自{year}年起在{exchange}上市。收入来自贷款、支付、保险、资产管理或经纪业务，对利率和信贷周期较为敏感。',
    },
  },
  health: {
    name: { en: 'Health care', zh: '医疗保健' },
    dailyVolatility: 0.017,
    description: {
      en: '{name} is a health care company listed on the {exchange} since {year}. It develops medicines, medical devices or health services; drug approvals and research results can move its shares.',
      zh: '{name}是一家医疗保健公司，自{year}年起在{exchange}上市。从事药品、医疗器械或医疗服务，药品审批和研发结果可能影响股价。',
    },
  },
  industrial: {
    name: { en: 'Industrials', zh: '工业' },
    dailyVolatility: 0.018,
    description: {
      en: '{name} is an industrial company listed on the {exchange} since {year}. It builds machinery, equipment, transport or business services that follow the investment and trade cycle.',
      zh: '{name}是一家工业公司，自{year}年起在{exchange}上市。从事机械设备、交通运输或商业服务，业绩与投资和贸易周期相关。',
    },
  },
  energy: {
    name: { en: 'Energy', zh: '能源' },
    dailyVolatility: 0.018,
    description: {
      en: '{name} is an energy company listed on the {exchange} since {year}. It produces, refines or sells oil, gas or coal, so its results follow commodity prices.',
      zh: '{name}是一家能源公司，自{year}年起在{exchange}上市。从事石油、天然气或煤炭的生产、炼化和销售，业绩随大宗商品价格波动。',
    },
  },
  materials: {
    name: { en: 'Materials', zh: '原材料' },
    dailyVolatility: 0.021,
    description: {
      en: '{name} is a materials company listed on the {exchange} since {year}. It produces chemicals, metals, cement or other basic materials used across the economy.',
      zh: '{name}是一家原材料公司，自{year}年起在{exchange}上市。生产化工产品、金属、水泥等基础材料。',
    },
  },
  utilities: {
    name: { en: 'Utilities', zh: '公用事业' },
    dailyVolatility: 0.011,
    description: {
      en: '{name} is a utility listed on the {exchange} since {year}. It supplies electricity, gas or water under long-term regulation, which makes its income steady.',
      zh: '{name}是一家公用事业公司，自{year}年起在{exchange}上市。在长期监管框架下供应电力、燃气或水，收入较为稳定。',
    },
  },
  realestate: {
    name: { en: 'Real estate', zh: '房地产' },
    dailyVolatility: 0.024,
    description: {
      en: '{name} is a real estate company listed on the {exchange} since {year}. It develops, owns or manages residential and commercial property.',
      zh: '{name}是一家房地产公司，自{year}年起在{exchange}上市。从事住宅和商业物业的开发、持有或管理。',
    },
  },
  fund: {
    name: { en: 'Exchange-traded fund', zh: '交易所交易基金' },
    dailyVolatility: 0.011,
    description: {
      en: '{name} is an exchange-traded fund listed on the {exchange} since {year}. It trades like a share and holds a basket of securities, so its price follows the market or theme it covers.',
      zh: '{name}是一只交易所交易基金，自{year}年起在{exchange}上市。它像股票一样交易，持有一篮子证券，价格跟随其覆盖的市场或主题。',
    },
  },
  index: {
    name: { en: 'Index', zh: '指数' },
    dailyVolatility: 0.01,
    description: {
      en: '{name} is a market index of the {exchange}, published since {year}. It cannot be traded itself; it shows how its constituent shares move as a group.',
      zh: '{name}是{exchange}的市场指数，自{year}年起发布。指数本身不可交易，反映成分股的整体走势。',
    },
  },
};
