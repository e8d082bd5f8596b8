// Japanese names of the market catalogue: countries, exchanges, sectors (with the detail page's
// templated description: {name}, {exchange}, {year}) and the products that have a Japanese name
// (Tokyo listings and the indices). Other products keep their English name in Japanese.
import type { SectorKey } from '../../market/sectors';

export const JA_COUNTRIES: Readonly<Record<string, string>> = {
  US: '米国',
  HK: '香港',
  CN: '中国 A 株',
  JP: '日本',
};

export const JA_EXCHANGES: Readonly<Record<string, string>> = {
  NASDAQ: 'ナスダック',
  NYSE: 'ニューヨーク証券取引所',
  HKEX: '香港取引所',
  SSE: '上海証券取引所',
  SZSE: '深圳証券取引所',
  TSE: '東京証券取引所',
};

export const JA_SECTORS: Readonly<Record<SectorKey, { name: string; description: string }>> = {
  tech: {
    name: '情報技術',
    description:
      '{name}は{year}年から{exchange}に上場している情報技術企業です。ハードウェア、ソフトウェア、半導体、IT サービスを手がけ、業績はテクノロジー投資のサイクルに左右されやすい傾向があります。',
  },
  comm: {
    name: 'コミュニケーション・サービス',
    description:
      '{name}は{year}年から{exchange}に上場しているコミュニケーション・サービス企業です。通信網、インターネット基盤、ゲーム、メディア、広告から収益を得ています。',
  },
  consumer: {
    name: '一般消費財',
    description:
      '{name}は{year}年から{exchange}に上場している一般消費財企業です。自動車、衣料、旅行、外食、小売、EC などを手がけ、需要は家計の支出とともに増減します。',
  },
  staples: {
    name: '生活必需品',
    description:
      '{name}は{year}年から{exchange}に上場している生活必需品企業です。食品、飲料、日用品は景気にかかわらず買われるため、利益は安定しやすい傾向があります。',
  },
  finance: {
    name: '金融',
    description:
      '{name}は{year}年から{exchange}に上場している金融企業です。融資、決済、保険、資産運用、証券仲介から収益を得ており、金利と信用サイクルに敏感です。',
  },
  health: {
    name: 'ヘルスケア',
    description:
      '{name}は{year}年から{exchange}に上場しているヘルスケア企業です。医薬品、医療機器、医療サービスを開発しており、新薬の承認や研究結果が株価を動かすことがあります。',
  },
  industrial: {
    name: '資本財',
    description:
      '{name}は{year}年から{exchange}に上場している資本財企業です。機械、設備、輸送、ビジネスサービスを手がけ、投資と貿易のサイクルに連動します。',
  },
  energy: {
    name: 'エネルギー',
    description:
      '{name}は{year}年から{exchange}に上場しているエネルギー企業です。石油、ガス、石炭を生産・精製・販売しており、業績は商品価格に連動します。',
  },
  materials: {
    name: '素材',
    description:
      '{name}は{year}年から{exchange}に上場している素材企業です。化学品、金属、セメントなど経済全体で使われる基礎素材を生産しています。',
  },
  utilities: {
    name: '公益事業',
    description:
      '{name}は{year}年から{exchange}に上場している公益企業です。長期の規制のもとで電気、ガス、水道を供給しており、収入は安定しています。',
  },
  realestate: {
    name: '不動産',
    description: '{name}は{year}年から{exchange}に上場している不動産企業です。住宅や商業用不動産の開発、保有、管理を行っています。',
  },
  fund: {
    name: '上場投資信託（ETF）',
    description:
      '{name}は{year}年から{exchange}に上場している上場投資信託です。株式と同じように売買でき、証券のバスケットを保有するため、価格は対象とする市場やテーマに連動します。',
  },
  index: {
    name: '指数',
    description:
      '{name}は{exchange}の株価指数で、{year}年から算出されています。指数そのものは売買できず、構成銘柄の値動きをまとめて示します。',
  },
};

/** Product names in Japanese, by code: Tokyo listings and the indices. */
export const JA_PRODUCT_NAMES: Readonly<Record<string, string>> = {
  7203: 'トヨタ自動車',
  6758: 'ソニーグループ',
  9984: 'ソフトバンクグループ',
  9434: 'ソフトバンク',
  9432: '日本電信電話',
  9433: 'KDDI',
  7974: '任天堂',
  6861: 'キーエンス',
  8035: '東京エレクトロン',
  6981: '村田製作所',
  7751: 'キヤノン',
  6702: '富士通',
  8306: '三菱UFJフィナンシャル・グループ',
  8316: '三井住友フィナンシャルグループ',
  8411: 'みずほフィナンシャルグループ',
  8766: '東京海上ホールディングス',
  6098: 'リクルートホールディングス',
  6501: '日立製作所',
  8058: '三菱商事',
  8001: '伊藤忠商事',
  6367: 'ダイキン工業',
  6954: 'ファナック',
  6594: 'ニデック',
  9020: 'JR東日本',
  9983: 'ファーストリテイリング',
  7267: '本田技研工業',
  6902: 'デンソー',
  4063: '信越化学工業',
  4502: '武田薬品工業',
  4568: '第一三共',
  4519: '中外製薬',
  7741: 'HOYA',
  2914: '日本たばこ産業',
  3382: 'セブン&アイ・ホールディングス',
  1321: 'NEXT FUNDS 日経225連動型上場投信',
  1306: 'NEXT FUNDS TOPIX連動型上場投信',
  1570: 'NEXT FUNDS 日経平均レバレッジ・インデックス連動型上場投信',
  DJI: 'ダウ工業株30種平均',
  IXIC: 'ナスダック総合指数',
  SPX: 'S&P 500',
  HSI: 'ハンセン指数',
  HSCEI: 'ハンセン中国企業株指数',
  HSTECH: 'ハンセンテック指数',
  SH000001: '上海総合指数',
  SH000300: 'CSI 300 指数',
  SZ399001: '深圳成分指数',
  SZ399006: '創業板指数',
  N225: '日経平均株価',
  TOPX: 'TOPIX',
};
