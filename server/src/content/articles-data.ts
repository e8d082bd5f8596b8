// Demo news and notices, in English and simplified Chinese. Written as explainers and market
// colour rather than reports of real events, so no figure in them pretends to be a fact about a
// real company. `hoursAgo` spreads the publish times over the days before the database was seeded.
import type { ArticleCategory } from '@app/shared/contracts';
import type { Translations } from '../i18n/translations';

export interface ArticleSeed {
  category: ArticleCategory;
  hoursAgo: number;
  source: Translations;
  codes: string[];
  title: Translations;
  summary: Translations;
  /** Paragraphs. */
  body: { en: string[]; zh: string[] };
}

const NEWSROOM: Translations = { en: 'Nova Trade Newsroom', zh: 'Nova Trade 新闻部' };
const RESEARCH: Translations = { en: 'Nova Trade Research', zh: 'Nova Trade 研究部' };
const DESK: Translations = { en: 'Market Desk', zh: '市场速递' };
const PLATFORM: Translations = { en: 'Platform notice', zh: '平台公告' };

export const ARTICLE_SEEDS: readonly ArticleSeed[] = [
  // Notices (Home's scrolling bar).
  {
    category: 'notice',
    hoursAgo: 2,
    source: PLATFORM,
    codes: [],
    title: { en: 'Welcome to Nova Trade: markets in four countries, one account', zh: '欢迎使用 Nova Trade：一个账户，交易四地市场' },
    summary: {
      en: 'Trade shares and ETFs listed in the US, Hong Kong, mainland China and Japan, all settled in USDT.',
      zh: '交易美国、中国香港、中国内地和日本上市的股票与ETF，统一以 USDT 结算。',
    },
    body: {
      en: [
        'Your account gives you live quotes, charts and order books for more than two hundred listed companies, ETFs and the main indices of four markets.',
        'Fund your account with USDT, follow products in your watchlist and subscribe to new listings from the IPO page.',
      ],
      zh: [
        '您的账户可查看四地市场两百多家上市公司、ETF 及主要指数的实时行情、K线和盘口。',
        '使用 USDT 为账户入金，将关注的产品加入自选，并可在新股页面申购新上市股票。',
      ],
    },
  },
  {
    category: 'notice',
    hoursAgo: 20,
    source: PLATFORM,
    codes: [],
    title: { en: 'Scheduled maintenance this Sunday, 02:00–04:00 (UTC−5)', zh: '本周日 02:00–04:00（UTC−5）系统例行维护' },
    summary: {
      en: 'Quotes may pause and some pages may be unavailable for up to two hours.',
      zh: '维护期间行情可能暂停，部分页面最长两小时内无法使用。',
    },
    body: {
      en: [
        'We will upgrade our servers this Sunday between 02:00 and 04:00 (UTC−5). During this window quotes may pause and orders cannot be placed.',
        'Open positions are not affected. Thank you for your patience.',
      ],
      zh: [
        '我们将于本周日 02:00 至 04:00（UTC−5）升级服务器。维护期间行情可能暂停，暂无法下单。',
        '已持有的仓位不受影响，感谢您的耐心等待。',
      ],
    },
  },
  {
    category: 'notice',
    hoursAgo: 44,
    source: PLATFORM,
    codes: [],
    title: { en: 'Withdrawals are processed while the market is open', zh: '提现申请在开市时间内处理' },
    summary: {
      en: 'Submit withdrawals between market open and close; a bound bank account is required.',
      zh: '请在开市至收市之间提交提现申请，且需先绑定银行账户。',
    },
    body: {
      en: [
        'Withdrawal requests are accepted between market open and close on trading days, up to 500,000 USDT per request.',
        'Please bind your bank account or TRC20 address before your first withdrawal.',
      ],
      zh: ['交易日开市至收市期间可提交提现申请，单笔上限 500,000 USDT。', '首次提现前，请先绑定银行账户或 TRC20 地址。'],
    },
  },
  {
    category: 'notice',
    hoursAgo: 70,
    source: PLATFORM,
    codes: [],
    title: { en: 'Risk reminder: leverage magnifies losses as well as gains', zh: '风险提示：杠杆会同时放大收益与亏损' },
    summary: {
      en: 'Positions are closed automatically at the forced stop-loss line. Choose your multiple with care.',
      zh: '仓位触及强制平仓线时将被自动平仓，请谨慎选择杠杆倍数。',
    },
    body: {
      en: [
        'Leveraged positions move several times faster than the underlying share. When losses reach the forced stop-loss line, the position is closed automatically to protect your remaining margin.',
        'Only trade with money you can afford to lose, and set stop-loss prices on every order.',
      ],
      zh: [
        '杠杆仓位的盈亏变动是标的股票的数倍。当亏损触及强制平仓线时，系统会自动平仓以保护剩余保证金。',
        '请仅使用可承受损失的资金交易，并为每笔订单设置止损价。',
      ],
    },
  },
  {
    category: 'notice',
    hoursAgo: 96,
    source: PLATFORM,
    codes: [],
    title: { en: 'New IPO subscription window is open', zh: '新一期新股申购已开放' },
    summary: {
      en: 'Check the IPO page for issue prices, minimum shares and listing dates.',
      zh: '请前往新股页面查看发行价、最低申购股数和上市日期。',
    },
    body: {
      en: [
        'A new subscription window has opened. Each issue shows its price range, minimum subscription and the date allocations are announced.',
        'Subscriptions are paid from your stock account; unallocated amounts are returned after the lottery.',
      ],
      zh: ['新一期申购已开放。每只新股都会列出价格区间、最低申购数量和中签公布日期。', '申购款从股票账户扣除，未中签部分将在摇号后退回。'],
    },
  },
  {
    category: 'notice',
    hoursAgo: 130,
    source: PLATFORM,
    codes: [],
    title: { en: 'Complete real-name verification to unlock withdrawals', zh: '完成实名认证即可开通提现' },
    summary: {
      en: 'Upload both sides of your ID; reviews usually finish within one business day.',
      zh: '上传证件正反面，审核通常在一个工作日内完成。',
    },
    body: {
      en: [
        'To protect your funds, withdrawals require a verified real name that matches the withdrawal account.',
        'Your name and ID number cannot be changed after verification; contact customer service if they need correcting.',
      ],
      zh: ['为保障资金安全，提现需完成实名认证，且实名须与收款账户姓名一致。', '认证通过后姓名和证件号不可修改，如需更正请联系客服。'],
    },
  },

  // News about specific products.
  {
    category: 'news',
    hoursAgo: 1,
    source: RESEARCH,
    codes: ['NVDA'],
    title: { en: 'NVIDIA: what drives the data-centre story', zh: '英伟达：数据中心业务的驱动因素' },
    summary: {
      en: 'Demand for AI accelerators, supply of advanced packaging and customer concentration are the three things to watch.',
      zh: 'AI 加速芯片需求、先进封装产能和客户集中度是三大关注点。',
    },
    body: {
      en: [
        'Most of NVIDIA’s recent growth has come from data-centre processors used to train and run AI models. Investors follow the spending plans of large cloud providers closely, because a handful of them buy a large share of the chips.',
        'Supply matters as much as demand: advanced packaging capacity has been a bottleneck for the whole industry. The share tends to react strongly to any change in either.',
      ],
      zh: [
        '英伟达近期的增长主要来自用于训练和运行 AI 模型的数据中心处理器。少数大型云服务商采购了相当大比例的芯片，因此投资者密切关注其资本开支计划。',
        '供给与需求同样重要：先进封装产能一直是全行业的瓶颈。两者的任何变化都可能引发股价大幅波动。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 5,
    source: DESK,
    codes: ['AAPL'],
    title: { en: 'Apple shares in focus as services grow in weight', zh: '服务业务占比提升，苹果股价受关注' },
    summary: {
      en: 'Subscriptions and the app store now shape how investors value the iPhone maker.',
      zh: '订阅和应用商店业务正在改变投资者对这家 iPhone 制造商的估值方式。',
    },
    body: {
      en: [
        'Hardware still brings in most of Apple’s revenue, but services earn higher margins and recur every month. That mix is one reason the share often trades at a premium to other hardware makers.',
        'Upgrade cycles, regulation of app stores and demand in China are the usual sources of volatility.',
      ],
      zh: [
        '硬件仍是苹果收入的主要来源，但服务业务毛利更高且按月持续产生收入，这也是其估值常高于其他硬件厂商的原因之一。',
        '换机周期、应用商店监管以及中国市场需求，是股价波动的常见来源。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 9,
    source: DESK,
    codes: ['TSLA'],
    title: { en: 'Tesla: delivery figures and margins set the tone', zh: '特斯拉：交付量与利润率决定市场情绪' },
    summary: {
      en: 'Quarterly deliveries, price changes and autonomy plans keep the share among the most traded.',
      zh: '季度交付、价格调整和自动驾驶规划使其成为成交最活跃的股票之一。',
    },
    body: {
      en: [
        'Tesla reports vehicle deliveries shortly after each quarter ends, well before its full results, and the share often moves on that number alone.',
        'Beyond cars, investors weigh energy storage and software ambitions, which is why daily moves are larger than for most car makers.',
      ],
      zh: [
        '特斯拉在每季度结束后不久、正式财报之前公布交付量，股价常因这一数字单独波动。',
        '除汽车外，投资者也会权衡储能和软件业务前景，因此其日内波动通常大于多数车企。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 13,
    source: RESEARCH,
    codes: ['00700'],
    title: { en: 'Tencent: games, ads and fintech in one share', zh: '腾讯：游戏、广告与金融科技集于一身' },
    summary: {
      en: 'New game approvals and advertising demand are the swing factors for Hong Kong’s largest company.',
      zh: '新游戏版号与广告需求是这家港股最大市值公司的关键变量。',
    },
    body: {
      en: [
        'Tencent earns from online games, social-network advertising, payments and cloud services. Its weight in the Hang Seng Index means its moves often set the direction of the whole market.',
        'Game approvals, share buy-backs and the health of consumer spending are watched closely.',
      ],
      zh: [
        '腾讯的收入来自网络游戏、社交广告、支付和云服务。其在恒生指数中权重较高，走势常常左右大市方向。',
        '游戏审批、股份回购以及消费景气度都受到密切关注。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 18,
    source: NEWSROOM,
    codes: ['09988', 'BABA'],
    title: { en: 'Alibaba trades in two markets: how the prices line up', zh: '阿里巴巴两地上市：两边价格如何对应' },
    summary: {
      en: 'One New York depositary share equals eight Hong Kong shares, so the two quotes move together.',
      zh: '1 股纽约存托股对应 8 股港股，两地报价同步变动。',
    },
    body: {
      en: [
        'Alibaba is listed in Hong Kong and, through American depositary shares, in New York. Each depositary share represents eight ordinary shares, so after currency conversion the prices stay close.',
        'Because the two markets trade at different hours, the Hong Kong open often reflects what happened in New York overnight.',
      ],
      zh: [
        '阿里巴巴在香港上市，同时以美国存托股形式在纽约上市。每股存托股代表 8 股普通股，经汇率换算后两地价格保持接近。',
        '由于两地交易时段不同，港股开盘往往反映隔夜美股的走势。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 23,
    source: RESEARCH,
    codes: ['600519'],
    title: { en: 'Kweichow Moutai: why one share costs more than a thousand yuan', zh: '贵州茅台：为何一股超过千元' },
    summary: {
      en: 'China’s most valuable liquor maker has never split its shares, which keeps the price high.',
      zh: '这家中国市值最高的白酒企业从未拆股，因此股价一直较高。',
    },
    body: {
      en: [
        'Moutai’s high share price reflects its strong brand and margins and the fact that it has not split its shares. In the A-share market one lot is 100 shares, so a single lot costs a six-figure sum.',
        'Consumer demand around holidays and wholesale prices of its flagship liquor are the usual signals investors watch.',
      ],
      zh: [
        '茅台股价高企，既源于强大的品牌和利润率，也因为公司从未拆股。A 股一手为 100 股，买一手需要六位数资金。',
        '节假日消费需求和主力产品的批发价格是投资者常看的信号。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 27,
    source: DESK,
    codes: ['300750', '002594', '01211'],
    title: { en: 'China’s battery and EV leaders: CATL and BYD compared', zh: '中国电池与新能源车龙头：宁德时代与比亚迪' },
    summary: {
      en: 'One sells batteries to many car makers, the other builds both batteries and cars.',
      zh: '一家向众多车企供应电池，另一家同时生产电池和整车。',
    },
    body: {
      en: [
        'CATL supplies batteries to car makers around the world, so its volumes follow the whole industry. BYD makes its own batteries and sells cars under its own brands, in China and increasingly abroad.',
        'Both shares react to monthly sales data, raw-material prices and trade policy.',
      ],
      zh: [
        '宁德时代为全球车企供应电池，销量随整个行业变化；比亚迪自产电池并以自有品牌销售汽车，海外业务占比不断提升。',
        '两只股票都会对月度销量、原材料价格和贸易政策作出反应。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 31,
    source: NEWSROOM,
    codes: ['7203'],
    title: { en: 'Toyota and the weak yen', zh: '丰田汽车与日元走弱' },
    summary: {
      en: 'A weaker yen raises the value of overseas sales when converted back, which often lifts Japan’s exporters.',
      zh: '日元走弱会提升海外销售折算回日元后的价值，通常利好日本出口企业。',
    },
    body: {
      en: [
        'Toyota sells most of its cars outside Japan. When the yen weakens, those sales are worth more in yen, so the share often rises with the dollar against the yen.',
        'Hybrid demand and production volumes are the other numbers that move Japan’s largest company.',
      ],
      zh: [
        '丰田的大部分汽车销往日本以外市场。日元走弱时，这些销售折算成日元的价值更高，因此股价常随美元兑日元上涨而走高。',
        '混合动力车需求和产量是影响这家日本最大企业的另外两项指标。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 36,
    source: RESEARCH,
    codes: ['6758', '7974'],
    title: { en: 'Sony and Nintendo: two ways to play the games cycle', zh: '索尼与任天堂：布局游戏周期的两种方式' },
    summary: { en: 'Console launches, hit titles and the yen shape both shares.', zh: '主机发布、爆款游戏和日元汇率共同影响两只股票。' },
    body: {
      en: [
        'Sony combines games with image sensors, music and films, while Nintendo depends mostly on its own consoles and characters.',
        'New console generations tend to weigh on profits at first and lift them later as the number of players grows.',
      ],
      zh: [
        '索尼的业务横跨游戏、图像传感器、音乐和电影，而任天堂主要依靠自有主机和游戏 IP。',
        '新一代主机初期往往拖累利润，随着玩家数量增长利润再逐步改善。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 40,
    source: DESK,
    codes: ['MSFT'],
    title: { en: 'Microsoft: cloud growth remains the key number', zh: '微软：云业务增速仍是关键指标' },
    summary: {
      en: 'Growth of its cloud platform and AI services guides the share more than any other line.',
      zh: '云平台和 AI 服务的增速比其他业务更能左右股价。',
    },
    body: {
      en: [
        'Microsoft sells software subscriptions to businesses and consumers, but investors focus on the growth rate of its cloud platform.',
        'Capital spending on data centres has risen sharply; the market weighs it against the revenue AI services bring in.',
      ],
      zh: [
        '微软向企业和个人销售软件订阅，但投资者最关注其云平台的增速。',
        '数据中心资本开支大幅增加，市场会将其与 AI 服务带来的收入进行权衡。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 46,
    source: NEWSROOM,
    codes: ['01810'],
    title: { en: 'Xiaomi: from phones to cars', zh: '小米：从手机到汽车' },
    summary: {
      en: 'The company’s move into electric vehicles has made it one of Hong Kong’s most traded shares.',
      zh: '进军电动汽车使其成为港股成交最活跃的股票之一。',
    },
    body: {
      en: [
        'Xiaomi built its business on smartphones and connected home devices. Its electric car line has added a new growth story and much higher trading volumes.',
        'Monthly car deliveries and smartphone shipments are the figures investors track.',
      ],
      zh: [
        '小米以智能手机和智能家居设备起家，电动汽车业务带来了新的增长故事，也显著提升了成交量。',
        '投资者主要跟踪其汽车月交付量和手机出货量。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 52,
    source: RESEARCH,
    codes: ['SPY', 'QQQ', 'VOO'],
    title: { en: 'ETFs explained: owning an index in one trade', zh: 'ETF 入门：一笔交易持有整个指数' },
    summary: {
      en: 'An exchange-traded fund holds a basket of shares and trades like a single stock.',
      zh: '交易所交易基金持有一篮子股票，像单只股票一样交易。',
    },
    body: {
      en: [
        'Funds such as SPY and VOO hold the 500 companies of the S&P 500; QQQ holds the 100 largest non-financial companies on Nasdaq. Buying one unit spreads your money across all of them.',
        'ETFs charge a small yearly fee and their price follows the index closely during the trading day.',
      ],
      zh: [
        'SPY 和 VOO 等基金持有标普 500 的 500 家公司，QQQ 则持有纳斯达克市值最大的 100 家非金融公司。买入一份即可把资金分散到全部成分股。',
        'ETF 每年收取少量管理费，交易时段内价格紧贴指数。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 58,
    source: RESEARCH,
    codes: ['510300', '159919'],
    title: { en: 'CSI 300 ETFs: a shortcut to China’s largest companies', zh: '沪深300ETF：投资中国大型公司的捷径' },
    summary: {
      en: 'The CSI 300 covers the 300 largest shares on Shanghai and Shenzhen; ETFs trade to 0.001 yuan.',
      zh: '沪深300覆盖沪深两市市值最大的 300 只股票，ETF 报价精确到 0.001 元。',
    },
    body: {
      en: [
        'Several fund managers run ETFs on the CSI 300 index. Their units are priced at a few yuan and quoted with three decimals, so they are easy to buy in small amounts.',
        'Because they hold banks, liquor makers, insurers and technology firms, they move with the broad A-share market.',
      ],
      zh: [
        '多家基金公司发行了跟踪沪深300指数的 ETF。其单价仅数元，报价保留三位小数，小额资金也便于买入。',
        '由于持仓涵盖银行、白酒、保险和科技公司，它们随 A 股大盘波动。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 64,
    source: DESK,
    codes: ['00005', '01299'],
    title: { en: 'HSBC and AIA: Hong Kong’s financial heavyweights', zh: '汇丰与友邦：香港金融重磅股' },
    summary: {
      en: 'Interest rates drive the bank; new business in Asia drives the insurer.',
      zh: '利率影响银行股，亚洲新业务拓展影响保险股。',
    },
    body: {
      en: [
        'HSBC earns much of its profit from the gap between lending and deposit rates, so it is sensitive to where rates are heading. AIA sells life and health insurance across Asia.',
        'Both pay regular dividends and carry a large weight in the Hang Seng Index.',
      ],
      zh: [
        '汇丰的利润很大一部分来自存贷利差，因此对利率走向较为敏感；友邦则在亚洲各地销售寿险和健康险。',
        '两者都定期派息，并在恒生指数中占有较大权重。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 70,
    source: NEWSROOM,
    codes: ['9984'],
    title: { en: 'SoftBank Group: a share that behaves like a technology fund', zh: '软银集团：走势像科技基金的股票' },
    summary: {
      en: 'Its value rests on stakes in chip designers and technology start-ups.',
      zh: '其价值主要来自所持芯片设计公司和科技初创企业的股权。',
    },
    body: {
      en: [
        'SoftBank Group is mostly a holding company. Its share price tends to follow the value of its large investments, which makes it far more volatile than other Japanese large caps.',
        'Investors compare the market value of its holdings with the share price to judge whether it trades at a discount.',
      ],
      zh: [
        '软银集团本质上是一家控股公司，股价通常跟随其大额投资的价值变化，因此波动远大于其他日本大盘股。',
        '投资者会比较其持股市值与自身股价，判断是否存在折价。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 76,
    source: DESK,
    codes: ['JPM', 'BAC', 'GS'],
    title: { en: 'US banks: what higher-for-longer rates mean', zh: '美国银行股：利率维持高位意味着什么' },
    summary: {
      en: 'Lending margins, deposit costs and trading revenue pull in different directions.',
      zh: '贷款利差、存款成本和交易收入的影响方向各不相同。',
    },
    body: {
      en: [
        'Higher rates let banks earn more on loans, but they also have to pay more to keep deposits. Investment banks such as Goldman Sachs depend more on deal-making and trading.',
        'Bank shares usually report first each earnings season and set the tone for the market.',
      ],
      zh: [
        '利率上升使银行的贷款收益增加，但留住存款的成本也随之上升。高盛等投行则更依赖投行和交易业务。',
        '银行股通常在每个财报季率先公布业绩，为市场定下基调。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 82,
    source: RESEARCH,
    codes: ['TSM', 'ASML', 'AMD'],
    title: { en: 'The chip supply chain in three shares', zh: '用三只股票看懂芯片产业链' },
    summary: {
      en: 'Designers, manufacturers and toolmakers each earn at a different stage of the cycle.',
      zh: '设计、制造和设备企业在周期的不同阶段获益。',
    },
    body: {
      en: [
        'AMD designs processors, TSMC manufactures them for many designers, and ASML builds the lithography machines every advanced factory needs.',
        'Orders for equipment usually turn first, so toolmakers often lead the cycle in both directions.',
      ],
      zh: [
        'AMD 负责设计处理器，台积电为众多设计公司代工制造，阿斯麦则生产先进晶圆厂必需的光刻机。',
        '设备订单通常最先变化，因此设备商往往在周期上行和下行时都领先。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 88,
    source: NEWSROOM,
    codes: ['601318', '02318'],
    title: { en: 'Ping An in Shanghai and Hong Kong: one company, two prices', zh: '中国平安 A 股与 H 股：同一公司，两个价格' },
    summary: {
      en: 'A-shares and H-shares carry the same rights but often trade at different valuations.',
      zh: 'A 股与 H 股权利相同，但估值常常不同。',
    },
    body: {
      en: [
        'Many mainland companies list both in Shanghai or Shenzhen (A-shares, in yuan) and in Hong Kong (H-shares, in Hong Kong dollars). The gap between the two prices is known as the A/H premium.',
        'Differences in who can buy each line, and in currency, keep the premium from closing completely.',
      ],
      zh: [
        '许多内地公司同时在沪深（A 股，人民币计价）和香港（H 股，港元计价）上市，两者价差称为 A/H 溢价。',
        '由于投资者准入和币种不同，溢价通常不会完全消失。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 95,
    source: DESK,
    codes: ['AMZN', 'GOOGL', 'META'],
    title: { en: 'Big Tech capital spending keeps climbing', zh: '科技巨头资本开支持续攀升' },
    summary: {
      en: 'Data centres for AI are the biggest line in the budgets of the largest platforms.',
      zh: '用于 AI 的数据中心已成为各大平台预算中最大的一项。',
    },
    body: {
      en: [
        'Amazon, Alphabet and Meta have all raised their spending on servers and data centres. Suppliers of chips, power and networking equipment benefit first.',
        'For the platforms themselves, the market wants to see revenue from AI products grow into that spending.',
      ],
      zh: [
        '亚马逊、谷歌和 Meta 均提高了服务器和数据中心投入，芯片、电力和网络设备供应商率先受益。',
        '对平台自身而言，市场希望看到 AI 产品收入增长能够匹配这些投入。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 101,
    source: RESEARCH,
    codes: ['XOM', 'CVX', '00883'],
    title: { en: 'Oil producers and the price of crude', zh: '石油生产商与原油价格' },
    summary: { en: 'Energy shares track crude prices but also pay steady dividends.', zh: '能源股跟随原油价格波动，同时提供稳定股息。' },
    body: {
      en: [
        'Exxon Mobil, Chevron and CNOOC earn most when crude prices are high. Because they return much of their cash to shareholders, they are popular with income investors.',
        'Output decisions by major producers and global demand forecasts are the main drivers.',
      ],
      zh: [
        '埃克森美孚、雪佛龙和中国海洋石油在油价高企时盈利最多。由于将大量现金回馈股东，它们受到收益型投资者青睐。',
        '主要产油国的产量决策和全球需求预测是主要驱动因素。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 110,
    source: NEWSROOM,
    codes: ['LLY'],
    title: { en: 'Weight-loss drugs reshape the health care sector', zh: '减重药物重塑医疗保健板块' },
    summary: {
      en: 'Demand for new obesity treatments has made Eli Lilly one of the largest health care companies.',
      zh: '新型肥胖症治疗药物的需求使礼来跻身全球最大医疗企业之列。',
    },
    body: {
      en: [
        'A new class of injectable medicines for diabetes and obesity has grown faster than almost any drug before it. Manufacturing capacity has been the main limit on sales.',
        'Trial results for pill versions and insurance coverage decisions are closely watched.',
      ],
      zh: [
        '一类用于糖尿病和肥胖症的新型注射药物增长速度几乎超过以往所有药物，产能一直是销售的主要限制。',
        '口服版本的临床结果和医保覆盖决定备受关注。',
      ],
    },
  },

  // General market news.
  {
    category: 'news',
    hoursAgo: 3,
    source: DESK,
    codes: [],
    title: { en: 'Markets open: what to watch today', zh: '开盘前瞻：今日关注要点' },
    summary: {
      en: 'Central bank remarks, economic data and large-cap results lead the day.',
      zh: '央行表态、经济数据和大盘股业绩主导今日行情。',
    },
    body: {
      en: [
        'Investors will listen for hints about the path of interest rates and look at the latest inflation and jobs figures.',
        'In Asia, moves in Hong Kong technology shares and the yen set the tone for the region.',
      ],
      zh: ['投资者将关注有关利率走向的表态，以及最新的通胀和就业数据。', '亚洲方面，港股科技股和日元走势将为区域市场定调。'],
    },
  },
  {
    category: 'news',
    hoursAgo: 15,
    source: RESEARCH,
    codes: [],
    title: { en: 'How to read a candlestick chart', zh: '如何看懂K线图' },
    summary: {
      en: 'Each candle shows the open, high, low and close of one period.',
      zh: '每根K线显示一个周期内的开盘价、最高价、最低价和收盘价。',
    },
    body: {
      en: [
        'The body of a candle spans the open and the close; the thin lines above and below reach the high and the low. Red and green show whether the period closed up or down.',
        'Switch periods from one minute to one month to see both the intraday moves and the long-term trend.',
      ],
      zh: [
        'K线实体覆盖开盘价到收盘价，上下影线分别延伸到最高价和最低价，红绿颜色表示该周期收涨还是收跌。',
        '在 1 分钟到月线之间切换周期，即可同时观察日内波动和长期趋势。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 29,
    source: RESEARCH,
    codes: [],
    title: { en: 'Trading hours across four markets', zh: '四地市场交易时间一览' },
    summary: {
      en: 'Hong Kong, Shanghai, Shenzhen and Tokyo pause for lunch; New York trades straight through.',
      zh: '香港、上海、深圳和东京设有午休，纽约则连续交易。',
    },
    body: {
      en: [
        'New York trades from 09:30 to 16:00 local time. Hong Kong trades 09:30–12:00 and 13:00–16:00; Shanghai and Shenzhen 09:30–11:30 and 13:00–15:00; Tokyo 09:00–11:30 and 12:30–15:30.',
        'Each market closes on weekends and on its own public holidays.',
      ],
      zh: [
        '纽约交易时间为当地 09:30–16:00；香港为 09:30–12:00 和 13:00–16:00；上海和深圳为 09:30–11:30 和 13:00–15:00；东京为 09:00–11:30 和 12:30–15:30。',
        '各市场在周末及各自的公众假期休市。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 49,
    source: DESK,
    codes: [],
    title: { en: 'Hang Seng TECH: Hong Kong’s growth barometer', zh: '恒生科技指数：港股成长风向标' },
    summary: {
      en: 'The index of Hong Kong’s 30 largest technology companies moves more than the Hang Seng Index.',
      zh: '由香港 30 家最大科技公司组成的指数，波动大于恒生指数。',
    },
    body: {
      en: [
        'The Hang Seng TECH Index holds internet platforms, electric-car makers and chip companies. It tends to rise faster in rallies and fall faster in sell-offs.',
        'ETFs on the index trade at a few Hong Kong dollars per unit.',
      ],
      zh: ['恒生科技指数成分股包括互联网平台、新能源车企和芯片公司，上涨时涨得更快，下跌时也跌得更快。', '跟踪该指数的 ETF 每份仅数港元。'],
    },
  },
  {
    category: 'news',
    hoursAgo: 60,
    source: NEWSROOM,
    codes: [],
    title: { en: 'Nikkei 225 and TOPIX: two ways to measure Tokyo', zh: '日经225与东证指数：衡量东京股市的两种方式' },
    summary: { en: 'The Nikkei weights shares by price; TOPIX by market value.', zh: '日经225按股价加权，东证指数按市值加权。' },
    body: {
      en: [
        'Because the Nikkei 225 is price-weighted, a few high-priced shares such as Fast Retailing and Tokyo Electron move it a lot. TOPIX covers the whole prime market weighted by market value.',
        'Comparing the two shows whether a rally is broad or led by a few names.',
      ],
      zh: [
        '日经225按股价加权，迅销、东京电子等少数高价股对指数影响很大；东证指数则覆盖整个主板市场，按市值加权。',
        '对比两者可以判断上涨是普涨还是由少数个股带动。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 72,
    source: RESEARCH,
    codes: [],
    title: { en: 'Board lots and tick sizes: the small print of each market', zh: '每手股数与最小价位：各市场的交易细则' },
    summary: {
      en: 'US shares trade one at a time; Hong Kong lots vary; A-shares and Japanese shares trade in hundreds.',
      zh: '美股可按 1 股交易；港股每手股数不一；A 股和日股以 100 股为一手。',
    },
    body: {
      en: [
        'The tick is the smallest price step. US shares move in cents, Hong Kong uses a spread table that grows with the price, A-shares move in 0.01 yuan and Tokyo uses steps from 0.1 yen upwards.',
        'Order quantities must be whole lots: check the lot size on the product page before you buy.',
      ],
      zh: [
        '最小价位是价格变动的最小单位。美股以美分变动，港股使用随价格递增的价位表，A 股为 0.01 元，东京则从 0.1 日元起按档变动。',
        '下单数量须为整手，买入前请在产品页面查看每手股数。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 86,
    source: DESK,
    codes: [],
    title: { en: 'Dollar strength and what it means for foreign shares', zh: '美元走强对海外股票的影响' },
    summary: {
      en: 'A stronger dollar lowers the value of overseas earnings for US companies and of foreign shares for dollar investors.',
      zh: '美元走强会降低美国公司海外收益的价值，也会降低美元投资者所持海外股票的价值。',
    },
    body: {
      en: [
        'Large US companies earn a big part of their sales abroad. When the dollar rises, those sales are worth fewer dollars.',
        'For investors funding in USDT, moves in the Hong Kong dollar, yuan and yen change the dollar value of Asian positions.',
      ],
      zh: [
        '美国大型企业有相当比例的收入来自海外，美元上涨时这些收入折算成美元会减少。',
        '对于以 USDT 入金的投资者，港元、人民币和日元的波动会改变亚洲持仓的美元价值。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 118,
    source: NEWSROOM,
    codes: [],
    title: { en: 'Shanghai’s STAR Market at a glance', zh: '一文读懂上海科创板' },
    summary: {
      en: 'Codes starting with 688 belong to the board created for technology companies.',
      zh: '代码以 688 开头的股票属于专为科技企业设立的科创板。',
    },
    body: {
      en: [
        'The STAR Market lists semiconductor, software and biotech companies under a registration-based system. Daily price limits are wider than on the main board.',
        'The STAR 50 ETF offers exposure to its largest members in one trade.',
      ],
      zh: [
        '科创板实行注册制，主要上市半导体、软件和生物科技企业，涨跌幅限制比主板更宽。',
        '科创50ETF 可一次性投资板块内市值最大的成分股。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 126,
    source: RESEARCH,
    codes: [],
    title: { en: 'Setting stop-loss and take-profit prices', zh: '如何设置止损价和止盈价' },
    summary: {
      en: 'Decide where you will exit before you enter: it keeps losses small and decisions calm.',
      zh: '入场前先确定出场点：控制亏损，也让决策更冷静。',
    },
    body: {
      en: [
        'For a bullish position the stop-loss sits below the opening price and the take-profit above it; for a bearish position it is the other way round.',
        'A stop set too close is hit by ordinary noise; one set too far lets losses grow. Many traders use a multiple of the daily range.',
      ],
      zh: [
        '看涨仓位的止损价应低于开仓价、止盈价高于开仓价；看跌仓位则相反。',
        '止损设得太近容易被正常波动触发，设得太远则会放大亏损。许多交易者会参考日内波幅的倍数来设置。',
      ],
    },
  },
  {
    category: 'news',
    hoursAgo: 140,
    source: DESK,
    codes: [],
    title: { en: 'Week ahead: central banks, inflation and earnings', zh: '下周展望：央行、通胀与财报' },
    summary: { en: 'A busy calendar across all four markets.', zh: '四地市场日程密集。' },
    body: {
      en: [
        'Rate decisions, consumer price data and results from several large companies are due. Volatility often rises in weeks like this.',
        'Check the news tab of each product for items about the companies you follow.',
      ],
      zh: [
        '多家央行议息、消费者物价数据以及多家大型公司的业绩将陆续公布，此类周份波动通常加大。',
        '可在各产品的资讯标签中查看您关注公司的相关新闻。',
      ],
    },
  },
];
