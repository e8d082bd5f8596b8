// Japan (Tokyo Stock Exchange): prices in yen; under ¥3,000 quoted to 0.1 (tick 0.1 or 0.5), above
// in whole yen (tick 1, 5 or 10), as the TSE tick table for large caps.
import type { ListingRow } from './row';

export const JP_STOCKS: readonly ListingRow[] = [
  ['7203', 'Toyota Motor', '丰田汽车', 'TSE', '2745.5', 'consumer', 15790, 1949, 0.017],
  ['6758', 'Sony Group', '索尼集团', 'TSE', '3350', 'tech', 6150, 1958, 0.02],
  ['9984', 'SoftBank Group', '软银集团', 'TSE', '9000', 'comm', 1470, 1994, 0.035],
  ['9434', 'SoftBank Corp.', '软银公司', 'TSE', '190.2', 'comm', 47800, 2018, 0.01],
  ['9432', 'Nippon Telegraph and Telephone', '日本电信电话', 'TSE', '155.3', 'comm', 90500, 1987, 0.013],
  ['9433', 'KDDI', 'KDDI', 'TSE', '2500.0', 'comm', 2100, 1993, 0.013],
  ['7974', 'Nintendo', '任天堂', 'TSE', '8500', 'comm', 1300, 1962, 0.02],
  ['6861', 'Keyence', '基恩士', 'TSE', '62000', 'tech', 243, 1987, 0.02],
  ['8035', 'Tokyo Electron', '东京电子', 'TSE', '24000', 'tech', 472, 1980, 0.032],
  ['6981', 'Murata Manufacturing', '村田制作所', 'TSE', '2600.0', 'tech', 1880, 1963, 0.022],
  ['7751', 'Canon', '佳能', 'TSE', '4800', 'tech', 960, 1949, 0.015],
  ['6702', 'Fujitsu', '富士通', 'TSE', '3000', 'tech', 1860, 1949, 0.02],
  ['8306', 'Mitsubishi UFJ Financial Group', '三菱日联金融集团', 'TSE', '1650.0', 'finance', 12000, 2001, 0.022],
  ['8316', 'Sumitomo Mitsui Financial Group', '三井住友金融集团', 'TSE', '3600', 'finance', 3900, 2002, 0.022],
  ['8411', 'Mizuho Financial Group', '瑞穗金融集团', 'TSE', '3300', 'finance', 2540, 2003, 0.022],
  ['8766', 'Tokio Marine Holdings', '东京海上控股', 'TSE', '5500', 'finance', 1990, 2002, 0.018],
  ['6098', 'Recruit Holdings', '瑞可利控股', 'TSE', '9000', 'industrial', 1520, 2014],
  ['6501', 'Hitachi', '日立', 'TSE', '3800', 'industrial', 4600, 1949, 0.022],
  ['8058', 'Mitsubishi Corporation', '三菱商事', 'TSE', '2700.0', 'industrial', 4150, 1954, 0.02],
  ['8001', 'ITOCHU', '伊藤忠商事', 'TSE', '7500', 'industrial', 1580, 1949, 0.016],
  ['6367', 'Daikin Industries', '大金工业', 'TSE', '18000', 'industrial', 293, 1949, 0.018],
  ['6954', 'FANUC', '发那科', 'TSE', '4000', 'industrial', 950, 1984, 0.02],
  ['6594', 'Nidec', '尼得科', 'TSE', '2800.0', 'industrial', 1190, 1988],
  ['9020', 'East Japan Railway', 'JR东日本', 'TSE', '2900.0', 'industrial', 1130, 1993, 0.013],
  ['9983', 'Fast Retailing', '迅销', 'TSE', '47000', 'consumer', 306, 1994, 0.02],
  ['7267', 'Honda Motor', '本田汽车', 'TSE', '1500.0', 'consumer', 4900, 1957, 0.02],
  ['6902', 'DENSO', '电装', 'TSE', '2100.0', 'consumer', 2800, 1949, 0.02],
  ['4063', 'Shin-Etsu Chemical', '信越化学工业', 'TSE', '5500', 'materials', 2000, 1949, 0.022],
  ['4502', 'Takeda Pharmaceutical', '武田药品工业', 'TSE', '4200', 'health', 1580, 1949, 0.015],
  ['4568', 'Daiichi Sankyo', '第一三共', 'TSE', '3500', 'health', 1890, 2005],
  ['4519', 'Chugai Pharmaceutical', '中外制药', 'TSE', '7000', 'health', 1650, 1949, 0.022],
  ['7741', 'HOYA', '豪雅', 'TSE', '19000', 'health', 350, 1961, 0.018],
  ['2914', 'Japan Tobacco', '日本烟草', 'TSE', '4300', 'staples', 1780, 1994, 0.012],
  ['3382', 'Seven & i Holdings', '柒和伊控股', 'TSE', '2300.0', 'staples', 2600, 2005, 0.022],
];

export const JP_ETFS: readonly ListingRow[] = [
  ['1321', 'NEXT FUNDS Nikkei 225 ETF', '日经225指数ETF', 'TSE', '40000', 'fund', 100, 2001, 0.012],
  ['1306', 'NEXT FUNDS TOPIX ETF', '东证指数ETF', 'TSE', '2800.0', 'fund', 1600, 2001, 0.011],
  ['1570', 'NEXT FUNDS Nikkei 225 Leveraged Index ETF', '日经225双倍杠杆ETF', 'TSE', '25000', 'fund', 40, 2012, 0.025],
];
