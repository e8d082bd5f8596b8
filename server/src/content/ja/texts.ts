import { JA_NEWS_BODIES } from './news-bodies';

// Japanese for the provider's demo content that lives in en/zh columns (banners, notices, news,
// help centre), keyed by the English text (a row's English is its identity: a text edited in the
// database has no Japanese here and falls back to English). Paragraphs are keyed one by one.
export const JA_TEXTS: Readonly<Record<string, string>> = {
  // Banners (server/src/db/seed.ts).
  'Trade US, Hong Kong, China and Japan stocks': '米国・香港・中国・日本の株式をひとつの口座で',
  'Subscribe to new IPOs before they list': '上場前の新規公開株（IPO）に申し込む',
  'Fund your account with USDT in minutes': 'USDT で数分で入金',

  // Sources.
  'Nova Trade Newsroom': 'Nova Trade ニュース編集部',
  'Nova Trade Research': 'Nova Trade リサーチ',
  'Market Desk': 'マーケットデスク',
  'Platform notice': 'お知らせ',

  // Notices.
  'Welcome to Nova Trade: markets in four countries, one account': 'Nova Trade へようこそ：ひとつの口座で 4 か国の市場へ',
  'Trade shares and ETFs listed in the US, Hong Kong, mainland China and Japan, all settled in USDT.':
    '米国・香港・中国本土・日本に上場する株式と ETF を取引でき、決済はすべて USDT です。',
  'Your account gives you live quotes, charts and order books for more than two hundred listed companies, ETFs and the main indices of four markets.':
    '4 つの市場の 200 社を超える上場企業、ETF、主要指数のリアルタイム相場、チャート、板情報をご覧いただけます。',
  'Fund your account with USDT, follow products in your watchlist and subscribe to new listings from the IPO page.':
    'USDT で入金し、気になる銘柄をウォッチリストに追加して、IPO ページから新規上場株に申し込めます。',
  'Scheduled maintenance this Sunday, 02:00–04:00 (UTC−5)': '今週日曜 02:00–04:00（UTC−5）に定期メンテナンスを実施します',
  'Quotes may pause and some pages may be unavailable for up to two hours.':
    '最大 2 時間、相場の配信が止まり、一部のページがご利用いただけない場合があります。',
  'We will upgrade our servers this Sunday between 02:00 and 04:00 (UTC−5). During this window quotes may pause and orders cannot be placed.':
    '今週日曜の 02:00 から 04:00（UTC−5）にサーバーを更新します。この間、相場が止まることがあり、注文はできません。',
  'Open positions are not affected. Thank you for your patience.':
    '保有中のポジションには影響ありません。ご理解のほどよろしくお願いいたします。',
  'Withdrawals are processed while the market is open': '出金は取引時間中に処理されます',
  'Submit withdrawals between market open and close; a bound bank account is required.':
    '出金は取引開始から終了までの間に申請してください。銀行口座の登録が必要です。',
  'Withdrawal requests are accepted between market open and close on trading days, up to 500,000 USDT per request.':
    '出金申請は取引日の取引時間中に受け付け、1 回あたり最大 500,000 USDT です。',
  'Please bind your bank account or TRC20 address before your first withdrawal.':
    '初回の出金までに銀行口座または TRC20 アドレスを登録してください。',
  'Risk reminder: leverage magnifies losses as well as gains': 'リスクのご案内：レバレッジは利益だけでなく損失も拡大します',
  'Positions are closed automatically at the forced stop-loss line. Choose your multiple with care.':
    '強制ロスカットラインに達したポジションは自動的に決済されます。倍率は慎重にお選びください。',
  'Leveraged positions move several times faster than the underlying share. When losses reach the forced stop-loss line, the position is closed automatically to protect your remaining margin.':
    'レバレッジをかけたポジションは原資産の数倍の速さで動きます。損失が強制ロスカットラインに達すると、残りの証拠金を守るためにポジションは自動的に決済されます。',
  'Only trade with money you can afford to lose, and set stop-loss prices on every order.':
    '失っても生活に困らない資金で取引し、すべての注文に損切り価格を設定してください。',
  'New IPO subscription window is open': '新しい IPO の申込受付が始まりました',
  'Check the IPO page for issue prices, minimum shares and listing dates.': '公募価格、最低申込株数、上場日は IPO ページでご確認ください。',
  'A new subscription window has opened. Each issue shows its price range, minimum subscription and the date allocations are announced.':
    '新しい申込期間が始まりました。各銘柄に価格帯、最低申込数、割当発表日が表示されます。',
  'Subscriptions are paid from your stock account; unallocated amounts are returned after the lottery.':
    '申込金は株式口座から支払われ、抽選で割り当てられなかった金額は抽選後に返金されます。',
  'Complete real-name verification to unlock withdrawals': '本人確認を完了すると出金できるようになります',
  'Upload both sides of your ID; reviews usually finish within one business day.':
    '身分証の表裏をアップロードしてください。審査は通常 1 営業日以内に完了します。',
  'To protect your funds, withdrawals require a verified real name that matches the withdrawal account.':
    'お客様の資金を守るため、出金には出金口座の名義と一致する確認済みの本人名義が必要です。',
  'Your name and ID number cannot be changed after verification; contact customer service if they need correcting.':
    '本人確認後は氏名と身分証番号を変更できません。修正が必要な場合はカスタマーサービスにご連絡ください。',

  // News.
  'NVIDIA: what drives the data-centre story': 'エヌビディア：データセンター事業を動かすもの',
  'Demand for AI accelerators, supply of advanced packaging and customer concentration are the three things to watch.':
    'AI アクセラレーターの需要、先端パッケージングの供給、顧客の集中度が注目点です。',
  'Apple shares in focus as services grow in weight': 'サービス事業の比重が高まるアップル株に注目',
  'Subscriptions and the app store now shape how investors value the iPhone maker.':
    'サブスクリプションとアプリストアが iPhone メーカーの評価を左右するようになっています。',
  'Tesla: delivery figures and margins set the tone': 'テスラ：納車台数と利益率が基調を決める',
  'Quarterly deliveries, price changes and autonomy plans keep the share among the most traded.':
    '四半期の納車台数、値下げ、自動運転の計画により、同社株は最も売買の多い銘柄のひとつです。',
  'Tencent: games, ads and fintech in one share': 'テンセント：ゲーム・広告・フィンテックをひとつの銘柄で',
  'New game approvals and advertising demand are the swing factors for Hong Kong’s largest company.':
    '新作ゲームの認可と広告需要が、香港最大の企業を左右する要因です。',
  'Alibaba trades in two markets: how the prices line up': '2 つの市場で取引されるアリババ：価格はどう連動するか',
  'One New York depositary share equals eight Hong Kong shares, so the two quotes move together.':
    'ニューヨークの預託証券 1 株は香港株 8 株に相当するため、2 つの相場は連動します。',
  'Kweichow Moutai: why one share costs more than a thousand yuan': '貴州茅台：1 株が 1,000 元を超える理由',
  'China’s most valuable liquor maker has never split its shares, which keeps the price high.':
    '中国で最も時価総額の大きい酒造会社は株式分割をしたことがなく、株価が高いままです。',
  'China’s battery and EV leaders: CATL and BYD compared': '中国の電池・EV 大手：CATL と BYD を比べる',
  'One sells batteries to many car makers, the other builds both batteries and cars.':
    '一方は多くの自動車メーカーに電池を販売し、もう一方は電池と自動車の両方を作っています。',
  'Toyota and the weak yen': 'トヨタと円安',
  'A weaker yen raises the value of overseas sales when converted back, which often lifts Japan’s exporters.':
    '円安は海外売上の円換算額を押し上げ、日本の輸出企業の株価を支えることが多くあります。',
  'Sony and Nintendo: two ways to play the games cycle': 'ソニーと任天堂：ゲームサイクルへの 2 つの投資法',
  'Console launches, hit titles and the yen shape both shares.': 'ゲーム機の発売、ヒット作、為替が両社の株価を形作ります。',
  'Microsoft: cloud growth remains the key number': 'マイクロソフト：クラウドの成長率が最重要指標',
  'Growth of its cloud platform and AI services guides the share more than any other line.':
    'クラウド基盤と AI サービスの成長が、他のどの事業よりも株価を左右します。',
  'Xiaomi: from phones to cars': 'シャオミ：スマートフォンから自動車へ',
  'The company’s move into electric vehicles has made it one of Hong Kong’s most traded shares.':
    '電気自動車への参入により、同社は香港で最も売買の多い銘柄のひとつになりました。',
  'ETFs explained: owning an index in one trade': 'ETF 入門：1 回の取引で指数を保有する',
  'An exchange-traded fund holds a basket of shares and trades like a single stock.':
    '上場投資信託（ETF）は株式のバスケットを保有し、1 つの銘柄のように売買できます。',
  'CSI 300 ETFs: a shortcut to China’s largest companies': 'CSI 300 ETF：中国の大企業への近道',
  'The CSI 300 covers the 300 largest shares on Shanghai and Shenzhen; ETFs trade to 0.001 yuan.':
    'CSI 300 は上海と深圳の大型株 300 銘柄で構成され、ETF は 0.001 元単位で取引されます。',
  'HSBC and AIA: Hong Kong’s financial heavyweights': 'HSBC と AIA：香港の金融大手',
  'Interest rates drive the bank; new business in Asia drives the insurer.': '銀行は金利に、保険会社はアジアの新契約に左右されます。',
  'SoftBank Group: a share that behaves like a technology fund': 'ソフトバンクグループ：テクノロジーファンドのように動く株',
  'Its value rests on stakes in chip designers and technology start-ups.':
    '同社の価値は半導体設計会社とテック系スタートアップへの出資に支えられています。',
  'US banks: what higher-for-longer rates mean': '米銀行株：高金利の長期化が意味するもの',
  'Lending margins, deposit costs and trading revenue pull in different directions.':
    '貸出利ざや、預金コスト、トレーディング収益がそれぞれ異なる方向に働きます。',
  'The chip supply chain in three shares': '3 銘柄で見る半導体サプライチェーン',
  'Designers, manufacturers and toolmakers each earn at a different stage of the cycle.':
    '設計、製造、製造装置の各社は、サイクルの異なる段階で利益を上げます。',
  'Ping An in Shanghai and Hong Kong: one company, two prices': '上海と香港の平安保険：ひとつの会社に 2 つの株価',
  'A-shares and H-shares carry the same rights but often trade at different valuations.':
    'A 株と H 株は同じ権利を持ちながら、異なるバリュエーションで取引されることがよくあります。',
  'Big Tech capital spending keeps climbing': '大手テック企業の設備投資は増え続ける',
  'Data centres for AI are the biggest line in the budgets of the largest platforms.':
    'AI 向けデータセンターが、大手プラットフォームの予算で最大の項目です。',
  'Oil producers and the price of crude': '石油会社と原油価格',
  'Energy shares track crude prices but also pay steady dividends.': 'エネルギー株は原油価格に連動しますが、安定した配当も支払います。',
  'Weight-loss drugs reshape the health care sector': '肥満症治療薬がヘルスケア業界を変える',
  'Demand for new obesity treatments has made Eli Lilly one of the largest health care companies.':
    '新しい肥満症治療薬の需要により、イーライリリーは最大級のヘルスケア企業になりました。',
  'Markets open: what to watch today': '取引開始：今日の注目点',
  'Central bank remarks, economic data and large-cap results lead the day.': '中央銀行の発言、経済指標、大型株の決算が今日の焦点です。',
  'How to read a candlestick chart': 'ローソク足チャートの読み方',
  'Each candle shows the open, high, low and close of one period.': '各ローソク足は、1 期間の始値・高値・安値・終値を表します。',
  'Trading hours across four markets': '4 つの市場の取引時間',
  'Hong Kong, Shanghai, Shenzhen and Tokyo pause for lunch; New York trades straight through.':
    '香港・上海・深圳・東京には昼休みがあり、ニューヨークは休みなく取引されます。',
  'Hang Seng TECH: Hong Kong’s growth barometer': 'ハンセンテック指数：香港の成長のバロメーター',
  'The index of Hong Kong’s 30 largest technology companies moves more than the Hang Seng Index.':
    '香港の大手テクノロジー企業 30 社の指数は、ハンセン指数より大きく動きます。',
  'Nikkei 225 and TOPIX: two ways to measure Tokyo': '日経平均と TOPIX：東京市場を測る 2 つの物差し',
  'The Nikkei weights shares by price; TOPIX by market value.': '日経平均は株価で、TOPIX は時価総額で銘柄を加重します。',
  'Board lots and tick sizes: the small print of each market': '売買単位と呼値：各市場の細かなルール',
  'US shares trade one at a time; Hong Kong lots vary; A-shares and Japanese shares trade in hundreds.':
    '米国株は 1 株単位、香港株は銘柄ごとに異なり、A 株と日本株は 100 株単位で取引されます。',
  'Dollar strength and what it means for foreign shares': 'ドル高と海外株への影響',
  'A stronger dollar lowers the value of overseas earnings for US companies and of foreign shares for dollar investors.':
    'ドル高は米企業の海外収益と、ドル建て投資家にとっての海外株の価値を押し下げます。',
  'Shanghai’s STAR Market at a glance': '上海・科創板の概要',
  'Codes starting with 688 belong to the board created for technology companies.':
    '688 で始まるコードは、テクノロジー企業向けに創設された市場の銘柄です。',
  'Setting stop-loss and take-profit prices': '損切り価格と利益確定価格の設定',
  'Decide where you will exit before you enter: it keeps losses small and decisions calm.':
    '買う前に手仕舞う水準を決めておけば、損失を小さく抑え、冷静に判断できます。',
  'Week ahead: central banks, inflation and earnings': '来週の展望：中央銀行、インフレ、決算',
  'A busy calendar across all four markets.': '4 つの市場すべてで予定が目白押しです。',

  // Help centre (server/src/account/help-data.ts; figures as the constants give them today).
  'Account and real name': '口座と本人確認',
  'Opening an account, verification, profile': '口座開設、本人確認、プロフィール',
  'How do I open an account?': '口座を開設するには？',
  'Tap "Open an account", enter your phone number or email, the verification code we send you and the characters of the picture captcha, then choose a password of 6–20 characters with letters and digits.':
    '「口座開設」をタップし、電話番号またはメールアドレス、届いた認証コード、画像認証の文字を入力してから、英字と数字を含む 6～20 文字のパスワードを設定してください。',
  'If a friend invited you, enter their invitation code as the referrer ID.':
    'ご友人から招待された場合は、その招待コードを紹介者 ID として入力してください。',
  'Why do I need real-name authentication?': 'なぜ本人確認が必要なのですか？',
  'After registering, every customer passes real-name authentication: your actual name, ID number and photos of the front and back of your ID (PNG, JPEG or WebP, at most 5 MB each).':
    '登録後、すべてのお客様に本人確認を行っていただきます：氏名、身分証番号、身分証の表裏の写真（PNG・JPEG・WebP、各 5 MB まで）。',
  'The review usually takes a short while. Once it has passed, the name and ID number cannot be changed in the app; please contact online service. The name must match the name of your withdrawal account.':
    '審査は通常すぐに終わります。承認後は氏名と身分証番号をアプリで変更できませんので、オンラインサポートにご連絡ください。氏名は出金口座の名義と一致している必要があります。',
  'My verification was rejected. What now?': '本人確認が却下されました。どうすればいいですか？',
  'The authentication page shows the reason. Correct what it names (usually a blurred or cut photo) and submit again.':
    '本人確認ページに理由が表示されます。指摘された点（多くはぼやけた写真や一部が切れた写真）を直して再提出してください。',
  Recharge: '入金',
  'Bank card and USDT (TRC20)': '銀行カードと USDT（TRC20）',
  'How do I recharge?': '入金するには？',
  'Mine → Recharge. Choose a bank channel or USDT on TRC20. For USDT, send to the address shown and enter the transfer hash.':
    'マイページ →「入金」。銀行チャネルまたは TRC20 の USDT を選びます。USDT の場合は表示されたアドレスに送金し、送金ハッシュを入力してください。',
  'A recharge lands in the coin wallet once it has been reviewed; transfer it to the stock account to trade.':
    '入金は審査後にコインウォレットに反映されます。取引するには株式口座に振り替えてください。',
  'Which currency does my account use?': '口座の通貨は何ですか？',
  'Every balance, fee and reward is in USDT.': '残高、手数料、報酬はすべて USDT です。',
  Withdrawal: '出金',
  'Limits, hours and the withdrawal password': '上限、受付時間、出金パスワード',
  'When and how much can I withdraw?': 'いつ、いくら出金できますか？',
  'Withdrawals are whole USDT amounts of up to 500,000 per transaction, accepted between market open and close. You need a bound bank account or USDT address and a withdrawal password.':
    '出金は USDT の整数額で 1 回あたり最大 500,000、取引時間中に受け付けます。登録済みの銀行口座または USDT アドレスと出金パスワードが必要です。',
  'Customers who have not bought a wealth-management product have a daily cap; the withdrawal page shows what is left today.':
    '資産運用商品をご購入でないお客様には 1 日の上限があり、出金ページに本日の残り枠が表示されます。',
  'I forgot my withdrawal password': '出金パスワードを忘れました',
  'Mine → Settings → Withdrawal password. You can set a new one with your login password.':
    'マイページ →「設定」→「出金パスワード」。ログインパスワードで新しいパスワードを設定できます。',
  Trading: '取引',
  'Leverage, orders and the stop-loss line': 'レバレッジ、注文、ロスカットライン',
  'How many orders can I hold?': '注文はいくつまで持てますか？',
  'At most 10 open or pending orders at the same time. Close one to open another. Shares allotted to you in an IPO do not count towards this limit.':
    '保有中・未約定の注文は同時に最大 10 件です。新たに注文するには 1 件決済してください。IPO で割り当てられた株式はこの件数に含まれません。',
  // The answer as databases seeded before IPO allotments stopped counting still hold it (the seed adds missing questions only).
  'At most 10 open or pending orders at the same time. Close one to open another.':
    '保有中・未約定の注文は同時に最大 10 件です。新たに注文するには 1 件決済してください。',
  'What is the forced stop-loss line?': '強制ロスカットラインとは？',
  'A position is closed at the market price as soon as its floating loss reaches 80% of its margin. It protects you from losing more than you put in.':
    '含み損が証拠金の 80% に達した時点で、ポジションは成行で決済されます。投入額以上の損失を防ぐための仕組みです。',
  'Which fees are charged?': 'どんな手数料がかかりますか？',
  'A handling fee when opening and closing, transaction tax, stamp duty, the spread, interest on the borrowed part and a storage fee for each day held past the first. Every order on the Position tab lists them.':
    '新規・決済時の取引手数料、取引税、印紙税、スプレッド、借入部分の金利、2 日目以降の保有日ごとの保管料です。「ポジション」タブの各注文に内訳が表示されます。',
  'IPO and AI ordering': 'IPO と AI 注文',
  'Subscriptions, lottery, AI limits': '申込、抽選、AI の上限',
  'How does an IPO subscription work?': 'IPO の申込はどのように行われますか？',
  'Subscribe during the subscription period; the amount is held. After the lottery you either win shares (pay for them if unpaid) or the held amount is returned.':
    '申込期間中にお申し込みいただくと、金額が拘束されます。抽選後、当選した場合は株式を受け取り（未払いなら支払い）、落選した場合は拘束額が返金されます。',
  'How often can I use AI ordering?': 'AI 注文は何回使えますか？',
  'AI ordering is limited to 2 times per day per customer, with an investment amount of 1,000–100,000 USDT.':
    'AI 注文はお客様 1 人につき 1 日 2 回まで、投資額は 1,000～100,000 USDT です。',
  'Security and invitations': 'セキュリティと招待',
  'Passwords, sessions, referral rewards': 'パスワード、ログイン、紹介報酬',
  'How do I change my login password?': 'ログインパスワードを変更するには？',
  'Mine → Change password. Enter the current password and the new one twice. Every other device is logged out; this one stays logged in.':
    'マイページ →「パスワード変更」。現在のパスワードと新しいパスワードを 2 回入力します。他の端末はすべてログアウトされ、この端末はログインしたままです。',
  'Forgot it? Use "Forgot password?" on the login page.':
    'お忘れの場合は、ログインページの「パスワードをお忘れですか？」をご利用ください。',
  'How do invitation rewards work?': '招待報酬の仕組みは？',
  'Share your invitation code or link. For each friend who registers with it and passes real-name authentication you earn 10.00 USDT, paid to your coin wallet by customer service within 3 working days.':
    '招待コードまたはリンクを共有してください。それを使って登録し本人確認を完了したご友人 1 人につき 10.00 USDT を獲得でき、3 営業日以内にカスタマーサービスからコインウォレットに支払われます。',

  // Wealth-management funds (server/src/wallet/fund-catalogue.ts).
  'Stable Income 30-Day': '安定インカム 30 日',
  'Global Bond Select 90-Day': 'グローバル債券セレクト 90 日',
  'Blue Chip Dividend 180-Day': '優良株配当 180 日',
  'Tech Growth 365-Day': 'テック成長 365 日',
  'Asia Balanced 60-Day': 'アジア・バランス 60 日',
  'Short-term money-market and treasury-bill portfolio. Principal and income are paid to your coin wallet at maturity.':
    '短期金融市場商品と短期国債のポートフォリオです。満期時に元本と収益がコインウォレットに支払われます。',
  'Investment-grade government and corporate bonds across the US, Europe and Asia, hedged to USD.':
    '米国・欧州・アジアの投資適格の国債と社債に投資し、米ドルに為替ヘッジしています。',
  'Large companies with long dividend records in the US, Hong Kong and Japan.':
    '米国・香港・日本の、長い配当実績を持つ大企業に投資します。',
  'Growth companies in semiconductors, cloud software and AI, held for a full year.':
    '半導体、クラウドソフトウェア、AI の成長企業に 1 年間投資します。',
  'Half Asian equities, half Asian bonds, rebalanced monthly.': 'アジア株式とアジア債券に半分ずつ投資し、毎月リバランスします。',
  'Low risk': '低リスク',
  '30 days': '30 日',
  'Principal back at maturity': '満期に元本返還',
  Bonds: '債券',
  '90 days': '90 日',
  Steady: '安定',
  Equities: '株式',
  Dividends: '配当',
  '180 days': '180 日',
  Technology: 'テクノロジー',
  Growth: '成長',
  '1 year': '1 年',
  Balanced: 'バランス',
  Asia: 'アジア',
  '60 days': '60 日',
  'Grace Liu': 'グレース・リウ',
  'Daniel Brooks': 'ダニエル・ブルックス',
  'Kenji Sato': '佐藤健二',
  'Sophia Martin': 'ソフィア・マーティン',
  'Wei Zhang': 'ウェイ・チャン',

  // Recharge channels (server/src/wallet/channels.ts).
  'Bank transfer (USD)': '銀行振込（米ドル）',
  'Local bank transfer': '国内銀行振込',
  'Transfer from an account in your own name and enter the amount you sent. Credited as USDT 1:1 after review.':
    'ご本人名義の口座から振り込み、送金した金額を入力してください。審査後、USDT として 1:1 で入金されます。',
  'Put your UID in the transfer reference. Credited after review, usually within one business day.':
    '振込の参照欄に UID を記入してください。審査後に入金され、通常 1 営業日以内に完了します。',
  'Send only USDT on the TRON (TRC20) network to this address, then submit the amount and the transaction hash.':
    'このアドレスには TRON（TRC20）ネットワークの USDT のみを送金し、その後、金額と取引ハッシュを送信してください。',

  ...JA_NEWS_BODIES,
};
