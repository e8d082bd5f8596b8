// The demo wealth-management products (docs/product.md §3 Fund: percent figure, tags, title, manager), in
// both languages. Rates and earnings in basis points.
import type { Insertable } from 'kysely';
import type { FundsTable } from './schema';

export const FUND_CATALOGUE: Array<Insertable<FundsTable>> = [
  {
    code: 'NTF001', sort: 1, active: 1, rate_bp: 650, term_days: 30, risk_level: 1,
    title_en: 'Stable Income 30-Day', title_zh: '稳健收益30天',
    description_en: 'Short-term money-market and treasury-bill portfolio. Principal and income are paid to your coin wallet at maturity.',
    description_zh: '短期货币市场与国债组合，到期后本金和收益自动返还至币钱包。',
    tags_en: JSON.stringify(['Low risk', '30 days', 'Principal back at maturity']),
    tags_zh: JSON.stringify(['低风险', '30天', '到期还本']),
    manager_name_en: 'Grace Liu', manager_name_zh: '刘雅', manager_years: 12, manager_earnings_bp: 8640,
  },
  {
    code: 'NTF002', sort: 2, active: 1, rate_bp: 850, term_days: 90, risk_level: 2,
    title_en: 'Global Bond Select 90-Day', title_zh: '全球债券精选90天',
    description_en: 'Investment-grade government and corporate bonds across the US, Europe and Asia, hedged to USD.',
    description_zh: '投资于美国、欧洲和亚洲的投资级政府债与公司债，并对冲为美元。',
    tags_en: JSON.stringify(['Bonds', '90 days', 'Steady']),
    tags_zh: JSON.stringify(['债券', '90天', '稳健']),
    manager_name_en: 'Daniel Brooks', manager_name_zh: '丹尼尔·布鲁克斯', manager_years: 9, manager_earnings_bp: 6215,
  },
  {
    code: 'NTF003', sort: 3, active: 1, rate_bp: 1200, term_days: 180, risk_level: 3,
    title_en: 'Blue Chip Dividend 180-Day', title_zh: '蓝筹红利180天',
    description_en: 'Large companies with long dividend records in the US, Hong Kong and Japan.',
    description_zh: '精选美国、香港和日本具有长期分红记录的大型公司。',
    tags_en: JSON.stringify(['Equities', 'Dividends', '180 days']),
    tags_zh: JSON.stringify(['股票', '红利', '180天']),
    manager_name_en: 'Kenji Sato', manager_name_zh: '佐藤健二', manager_years: 15, manager_earnings_bp: 15630,
  },
  {
    code: 'NTF004', sort: 4, active: 1, rate_bp: 1580, term_days: 365, risk_level: 4,
    title_en: 'Tech Growth 365-Day', title_zh: '科技成长365天',
    description_en: 'Growth companies in semiconductors, cloud software and AI, held for a full year.',
    description_zh: '投资于半导体、云软件和人工智能领域的成长型公司，持有一年。',
    tags_en: JSON.stringify(['Technology', 'Growth', '1 year']),
    tags_zh: JSON.stringify(['科技', '成长', '1年']),
    manager_name_en: 'Sophia Martin', manager_name_zh: '苏菲亚·马丁', manager_years: 8, manager_earnings_bp: 21470,
  },
  {
    code: 'NTF005', sort: 5, active: 1, rate_bp: 980, term_days: 60, risk_level: 2,
    title_en: 'Asia Balanced 60-Day', title_zh: '亚洲平衡60天',
    description_en: 'Half Asian equities, half Asian bonds, rebalanced monthly.',
    description_zh: '亚洲股票与亚洲债券各占一半，每月再平衡。',
    tags_en: JSON.stringify(['Balanced', 'Asia', '60 days']),
    tags_zh: JSON.stringify(['平衡', '亚洲', '60天']),
    manager_name_en: 'Wei Zhang', manager_name_zh: '张伟', manager_years: 11, manager_earnings_bp: 9780,
  },
];
