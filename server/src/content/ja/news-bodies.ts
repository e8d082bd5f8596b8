// Japanese paragraphs of the seeded news articles (server/src/content/articles-data.ts), keyed by
// their English paragraph, as JA_TEXTS (ja/texts.ts) is.
export const JA_NEWS_BODIES: Readonly<Record<string, string>> = {
  'Most of NVIDIA’s recent growth has come from data-centre processors used to train and run AI models. Investors follow the spending plans of large cloud providers closely, because a handful of them buy a large share of the chips.':
    'エヌビディアの最近の成長の大半は、AI モデルの学習と実行に使われるデータセンター向けプロセッサーによるものです。少数の大手クラウド事業者がチップの多くを購入しているため、投資家はその投資計画を注視しています。',
  'Supply matters as much as demand: advanced packaging capacity has been a bottleneck for the whole industry. The share tends to react strongly to any change in either.':
    '需要と同じくらい供給も重要です。先端パッケージングの生産能力は業界全体のボトルネックとなってきました。どちらかに変化があると、株価は大きく反応しがちです。',
  'Hardware still brings in most of Apple’s revenue, but services earn higher margins and recur every month. That mix is one reason the share often trades at a premium to other hardware makers.':
    '売上の大半は今もハードウェアですが、サービスは利益率が高く、毎月繰り返し収益を生みます。この構成が、同社株が他のハードウェアメーカーより割高に取引されることが多い理由のひとつです。',
  'Upgrade cycles, regulation of app stores and demand in China are the usual sources of volatility.':
    '買い替えサイクル、アプリストアへの規制、中国での需要が、値動きの主な要因です。',
  'Tesla reports vehicle deliveries shortly after each quarter ends, well before its full results, and the share often moves on that number alone.':
    'テスラは各四半期の終了直後、決算発表よりずっと前に納車台数を公表し、株価はその数字だけで動くことがよくあります。',
  'Beyond cars, investors weigh energy storage and software ambitions, which is why daily moves are larger than for most car makers.':
    '投資家は自動車に加え、蓄電事業やソフトウェアへの取り組みも評価するため、日々の値動きは多くの自動車メーカーより大きくなります。',
  'Tencent earns from online games, social-network advertising, payments and cloud services. Its weight in the Hang Seng Index means its moves often set the direction of the whole market.':
    'テンセントはオンラインゲーム、SNS 広告、決済、クラウドサービスから収益を得ています。ハンセン指数での比重が大きいため、その値動きが市場全体の方向を決めることがよくあります。',
  'Game approvals, share buy-backs and the health of consumer spending are watched closely.':
    'ゲームの認可、自社株買い、個人消費の動向が注視されています。',
  'Alibaba is listed in Hong Kong and, through American depositary shares, in New York. Each depositary share represents eight ordinary shares, so after currency conversion the prices stay close.':
    'アリババは香港に上場し、米国預託証券を通じてニューヨークにも上場しています。預託証券 1 株は普通株 8 株に相当するため、為替換算後の価格は近い水準に保たれます。',
  'Because the two markets trade at different hours, the Hong Kong open often reflects what happened in New York overnight.':
    '2 つの市場の取引時間が異なるため、香港の寄り付きにはニューヨークの前夜の動きが反映されることがよくあります。',
  'Moutai’s high share price reflects its strong brand and margins and the fact that it has not split its shares. In the A-share market one lot is 100 shares, so a single lot costs a six-figure sum.':
    '貴州茅台の高い株価は、強いブランド力と利益率、そして株式分割をしていないことを反映しています。A 株市場の売買単位は 100 株のため、1 単位の購入に 6 桁の金額がかかります。',
  'Consumer demand around holidays and wholesale prices of its flagship liquor are the usual signals investors watch.':
    '祝日前後の消費需要と主力酒の卸売価格が、投資家の注目するシグナルです。',
  'CATL supplies batteries to car makers around the world, so its volumes follow the whole industry. BYD makes its own batteries and sells cars under its own brands, in China and increasingly abroad.':
    'CATL は世界中の自動車メーカーに電池を供給しているため、販売量は業界全体に連動します。BYD は電池を自社で製造し、自社ブランドの自動車を中国国内と、増えつつある海外で販売しています。',
  'Both shares react to monthly sales data, raw-material prices and trade policy.':
    '両社の株価は、毎月の販売データ、原材料価格、通商政策に反応します。',
  'Toyota sells most of its cars outside Japan. When the yen weakens, those sales are worth more in yen, so the share often rises with the dollar against the yen.':
    'トヨタは自動車の大半を日本国外で販売しています。円安になるとその売上の円換算額が増えるため、株価はドル高・円安とともに上がることがよくあります。',
  'Hybrid demand and production volumes are the other numbers that move Japan’s largest company.':
    'ハイブリッド車の需要と生産台数も、日本最大の企業の株価を動かす数字です。',
  'Sony combines games with image sensors, music and films, while Nintendo depends mostly on its own consoles and characters.':
    'ソニーはゲームにイメージセンサー、音楽、映画を組み合わせ、任天堂は主に自社のゲーム機とキャラクターに依存しています。',
  'New console generations tend to weigh on profits at first and lift them later as the number of players grows.':
    '新世代のゲーム機は当初は利益を圧迫し、プレイヤー数が増えるにつれて利益を押し上げる傾向があります。',
  'Microsoft sells software subscriptions to businesses and consumers, but investors focus on the growth rate of its cloud platform.':
    'マイクロソフトは企業と個人にソフトウェアのサブスクリプションを販売していますが、投資家が注目するのはクラウド基盤の成長率です。',
  'Capital spending on data centres has risen sharply; the market weighs it against the revenue AI services bring in.':
    'データセンターへの設備投資は急増しており、市場はそれを AI サービスがもたらす収益と比べて評価しています。',
  'Xiaomi built its business on smartphones and connected home devices. Its electric car line has added a new growth story and much higher trading volumes.':
    'シャオミはスマートフォンとスマート家電で事業を築きました。電気自動車事業は新たな成長ストーリーと大幅な売買高の増加をもたらしました。',
  'Monthly car deliveries and smartphone shipments are the figures investors track.':
    '毎月の自動車納車台数とスマートフォン出荷台数が、投資家の追う数字です。',
  'Funds such as SPY and VOO hold the 500 companies of the S&P 500; QQQ holds the 100 largest non-financial companies on Nasdaq. Buying one unit spreads your money across all of them.':
    'SPY や VOO などのファンドは S&P 500 の 500 社を保有し、QQQ はナスダックの金融を除く大手 100 社を保有しています。1 口買うだけで資金がそのすべてに分散されます。',
  'ETFs charge a small yearly fee and their price follows the index closely during the trading day.':
    'ETF は年間わずかな手数料がかかり、取引時間中の価格は指数にぴったり連動します。',
  'Several fund managers run ETFs on the CSI 300 index. Their units are priced at a few yuan and quoted with three decimals, so they are easy to buy in small amounts.':
    '複数の運用会社が CSI 300 指数の ETF を運用しています。1 口は数元で小数点以下 3 桁まで値付けされるため、少額でも買いやすくなっています。',
  'Because they hold banks, liquor makers, insurers and technology firms, they move with the broad A-share market.':
    '銀行、酒造、保険、テクノロジー企業を保有しているため、A 株市場全体とともに動きます。',
  'HSBC earns much of its profit from the gap between lending and deposit rates, so it is sensitive to where rates are heading. AIA sells life and health insurance across Asia.':
    'HSBC は利益の多くを貸出金利と預金金利の差から得ているため、金利の行方に敏感です。AIA はアジア各地で生命保険と医療保険を販売しています。',
  'Both pay regular dividends and carry a large weight in the Hang Seng Index.':
    '両社とも定期的に配当を支払い、ハンセン指数で大きな比重を占めています。',
  'SoftBank Group is mostly a holding company. Its share price tends to follow the value of its large investments, which makes it far more volatile than other Japanese large caps.':
    'ソフトバンクグループは主に持株会社です。株価は大規模な投資先の価値に連動しやすく、他の日本の大型株よりはるかに値動きが大きくなります。',
  'Investors compare the market value of its holdings with the share price to judge whether it trades at a discount.':
    '投資家は保有資産の時価と株価を比べ、割安に取引されているかどうかを判断します。',
  'Higher rates let banks earn more on loans, but they also have to pay more to keep deposits. Investment banks such as Goldman Sachs depend more on deal-making and trading.':
    '金利が上がると銀行は貸出でより多く稼げますが、預金をつなぎとめるためのコストも増えます。ゴールドマン・サックスのような投資銀行は、M&A やトレーディングへの依存度が高くなっています。',
  'Bank shares usually report first each earnings season and set the tone for the market.':
    '決算シーズンでは通常、銀行株が最初に発表し、市場の基調を決めます。',
  'AMD designs processors, TSMC manufactures them for many designers, and ASML builds the lithography machines every advanced factory needs.':
    'AMD はプロセッサーを設計し、TSMC は多くの設計会社のためにそれを製造し、ASML はすべての先端工場に必要な露光装置を作っています。',
  'Orders for equipment usually turn first, so toolmakers often lead the cycle in both directions.':
    '通常は装置の受注が最初に転換するため、製造装置メーカーは上昇局面でも下降局面でもサイクルを先導することが多くあります。',
  'Many mainland companies list both in Shanghai or Shenzhen (A-shares, in yuan) and in Hong Kong (H-shares, in Hong Kong dollars). The gap between the two prices is known as the A/H premium.':
    '中国本土の企業の多くは、上海や深圳（A 株、人民元建て）と香港（H 株、香港ドル建て）の両方に上場しています。2 つの価格の差は A/H プレミアムと呼ばれます。',
  'Differences in who can buy each line, and in currency, keep the premium from closing completely.':
    'それぞれを買える投資家の違いや通貨の違いにより、プレミアムが完全に解消されることはありません。',
  'Amazon, Alphabet and Meta have all raised their spending on servers and data centres. Suppliers of chips, power and networking equipment benefit first.':
    'アマゾン、アルファベット、メタはいずれもサーバーとデータセンターへの支出を増やしています。まず恩恵を受けるのは、半導体、電力、ネットワーク機器の供給企業です。',
  'For the platforms themselves, the market wants to see revenue from AI products grow into that spending.':
    'プラットフォーム各社について市場が見たいのは、AI 製品の売上がその支出に見合うまで伸びることです。',
  'Exxon Mobil, Chevron and CNOOC earn most when crude prices are high. Because they return much of their cash to shareholders, they are popular with income investors.':
    'エクソンモービル、シェブロン、CNOOC は原油価格が高いときに最も稼ぎます。現金の多くを株主に還元するため、インカム重視の投資家に人気があります。',
  'Output decisions by major producers and global demand forecasts are the main drivers.':
    '主要産油国の生産決定と世界の需要見通しが主な変動要因です。',
  'A new class of injectable medicines for diabetes and obesity has grown faster than almost any drug before it. Manufacturing capacity has been the main limit on sales.':
    '糖尿病と肥満症向けの新しい注射薬は、これまでのほぼどの薬よりも速く成長しました。売上の主な制約は生産能力です。',
  'Trial results for pill versions and insurance coverage decisions are closely watched.':
    '経口薬の治験結果と保険適用の判断が注視されています。',
  'Investors will listen for hints about the path of interest rates and look at the latest inflation and jobs figures.':
    '投資家は金利の先行きに関するヒントに耳を傾け、最新のインフレと雇用の統計を確認するでしょう。',
  'In Asia, moves in Hong Kong technology shares and the yen set the tone for the region.':
    'アジアでは、香港のテクノロジー株と円の動きが地域の基調を決めます。',
  'The body of a candle spans the open and the close; the thin lines above and below reach the high and the low. Red and green show whether the period closed up or down.':
    'ローソク足の実体は始値から終値までを表し、上下の細い線（ひげ）は高値と安値まで伸びます。赤と緑は、その期間が上昇で終わったか下落で終わったかを示します。',
  'Switch periods from one minute to one month to see both the intraday moves and the long-term trend.':
    '期間を 1 分から 1 か月まで切り替えると、日中の値動きと長期のトレンドの両方を確認できます。',
  'New York trades from 09:30 to 16:00 local time. Hong Kong trades 09:30–12:00 and 13:00–16:00; Shanghai and Shenzhen 09:30–11:30 and 13:00–15:00; Tokyo 09:00–11:30 and 12:30–15:30.':
    'ニューヨークは現地時間 09:30 から 16:00 まで取引されます。香港は 09:30–12:00 と 13:00–16:00、上海と深圳は 09:30–11:30 と 13:00–15:00、東京は 09:00–11:30 と 12:30–15:30 です。',
  'Each market closes on weekends and on its own public holidays.': '各市場は週末とそれぞれの祝日に休場します。',
  'The Hang Seng TECH Index holds internet platforms, electric-car makers and chip companies. It tends to rise faster in rallies and fall faster in sell-offs.':
    'ハンセンテック指数は、インターネット・プラットフォーム、電気自動車メーカー、半導体企業で構成されています。上昇相場ではより速く上がり、下落相場ではより速く下がる傾向があります。',
  'ETFs on the index trade at a few Hong Kong dollars per unit.': 'この指数の ETF は 1 口数香港ドルで取引されています。',
  'Because the Nikkei 225 is price-weighted, a few high-priced shares such as Fast Retailing and Tokyo Electron move it a lot. TOPIX covers the whole prime market weighted by market value.':
    '日経平均は株価加重のため、ファーストリテイリングや東京エレクトロンのような値がさ株の影響を大きく受けます。TOPIX はプライム市場全体を時価総額で加重しています。',
  'Comparing the two shows whether a rally is broad or led by a few names.':
    '2 つを比べると、上昇が幅広いものか、一部の銘柄に主導されたものかがわかります。',
  'The tick is the smallest price step. US shares move in cents, Hong Kong uses a spread table that grows with the price, A-shares move in 0.01 yuan and Tokyo uses steps from 0.1 yen upwards.':
    '呼値は価格の最小単位です。米国株はセント単位、香港は価格に応じて大きくなるスプレッド表、A 株は 0.01 元単位、東京は 0.1 円からの刻みで動きます。',
  'Order quantities must be whole lots: check the lot size on the product page before you buy.':
    '注文数量は売買単位の整数倍でなければなりません。購入前に銘柄ページで売買単位を確認してください。',
  'Large US companies earn a big part of their sales abroad. When the dollar rises, those sales are worth fewer dollars.':
    '米国の大企業は売上の大きな部分を海外で稼いでいます。ドルが上がると、その売上のドル換算額は減ります。',
  'For investors funding in USDT, moves in the Hong Kong dollar, yuan and yen change the dollar value of Asian positions.':
    'USDT で資金を入れる投資家にとっては、香港ドル・人民元・円の動きがアジアのポジションのドル建て価値を変えます。',
  'The STAR Market lists semiconductor, software and biotech companies under a registration-based system. Daily price limits are wider than on the main board.':
    '科創板には、半導体、ソフトウェア、バイオテクノロジー企業が登録制のもとで上場しています。1 日の値幅制限はメインボードより広くなっています。',
  'The STAR 50 ETF offers exposure to its largest members in one trade.': '科創 50 ETF なら、その大型銘柄に 1 回の取引で投資できます。',
  'For a bullish position the stop-loss sits below the opening price and the take-profit above it; for a bearish position it is the other way round.':
    '買いポジションでは損切り価格を建値より下に、利益確定価格を上に置きます。売りポジションではその逆です。',
  'A stop set too close is hit by ordinary noise; one set too far lets losses grow. Many traders use a multiple of the daily range.':
    '近すぎる損切りは通常の値動きで発動し、遠すぎる損切りは損失を拡大させます。多くのトレーダーは 1 日の値幅の倍数を使います。',
  'Rate decisions, consumer price data and results from several large companies are due. Volatility often rises in weeks like this.':
    '金利決定、消費者物価指数、複数の大企業の決算が予定されています。このような週は値動きが大きくなりがちです。',
  'Check the news tab of each product for items about the companies you follow.':
    'フォローしている企業に関する記事は、各銘柄のニュースタブで確認してください。',
};
