import type { CommonResources } from './en';

export const ja: CommonResources = {
  app: { name: 'Nova Trade' },
  tabs: { home: 'ホーム', market: 'マーケット', position: 'ポジション', mine: 'マイページ' },
  action: {
    back: '戻る',
    retry: '再試行',
    cancel: 'キャンセル',
    confirm: '確認',
    reload: '再読み込み',
    later: '後で',
    more: 'もっと見る',
    goHome: 'ホームへ戻る',
  },
  loading: {
    text: '読み込み中…',
    failed: '読み込みに失敗しました。下に引いて更新してください',
    timeout: '読み込みに時間がかかっています。接続を確認して再試行してください。',
  },
  unavailable: {
    title: 'この機能は現在ご利用いただけません',
    body: '{{domain}}を読み込めませんでした。他の機能は引き続きご利用いただけます。しばらくしてから再試行してください。',
  },
  domain: { market: 'マーケット', trade: '取引', ipo: 'IPO・AI', wallet: 'ウォレット', account: 'アカウント' },
  notFound: { title: 'ページが見つかりません', body: 'お探しのページは存在しないか、移動しました。' },
  placeholder: { body: 'このページは準備中です。まもなくご利用いただけます。' },
  network: {
    noNetwork: 'ネットワーク要求に失敗しました。ネットワーク設定を確認してください',
    exception: 'ネットワークエラーです。しばらくしてから再試行してください',
    poor: '現在のネットワーク状態が良くありません。しばらくしてから再試行してください',
    aborted: 'リクエストが中断されました',
    offline: 'オフラインです。接続が戻ると価格とページが更新されます。',
  },
  session: { loginFirst: '先にログインしてください' },
  update: {
    title: '新しいバージョンがあります',
    body: 'バージョン {{version}} の準備ができました。再読み込みで更新します。',
    notes: '更新内容：{{notes}}',
    reload: '再読み込みして更新',
    updating: '更新をダウンロード中…',
    failed: '更新に失敗しました。公式サイトから最新版をダウンロードしてください',
  },
  language: { title: '言語', system: 'システムに従う', en: 'English', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', ja: '日本語' },
  home: { notice: 'お知らせ', banners: 'おすすめ', noticeMore: 'もっと見る', menu: 'クイックメニュー' },
  pull: { pulling: '下に引いて更新', release: '指を離すと更新', refreshing: '更新中…', complete: '更新しました' },
  generic: { fail: '失敗', empty: 'データがありません' },
};
