import type { CommonResources } from './en';

export const zhHant: CommonResources = {
  app: { name: 'Nova Trade' },
  tabs: { home: '首頁', market: '行情', position: '持倉', mine: '我的' },
  action: {
    back: '返回',
    retry: '重試',
    cancel: '取消',
    confirm: '確定',
    reload: '重新整理',
    later: '稍後',
    more: '更多',
    goHome: '返回首頁',
  },
  loading: { text: '載入中…', failed: '載入失敗，請下拉重新整理', timeout: '載入時間過長，請檢查網路後重試。' },
  unavailable: {
    title: '該功能暫時無法使用',
    body: '{{domain}}模組載入失敗，其他功能不受影響，請稍後重試。',
  },
  domain: { market: '行情', trade: '交易', ipo: '新股與AI', wallet: '錢包', account: '帳戶' },
  notFound: { title: '頁面不存在', body: '您造訪的頁面不存在或已被移除。' },
  placeholder: { body: '此頁面正在準備中，敬請期待。' },
  network: {
    noNetwork: '網路請求失敗，請檢查您的網路設定',
    exception: '網路異常，請稍後重試',
    poor: '目前網路不佳，請稍後重試',
    aborted: '請求已中止',
    offline: '目前處於離線狀態，網路恢復後行情與頁面將自動更新。',
  },
  session: { loginFirst: '請先登入' },
  update: {
    title: '發現新版本',
    body: '新版本 {{version}} 已就緒，重新整理即可更新。',
    notes: '更新內容：{{notes}}',
    reload: '重新整理以更新',
    updating: '正在下載更新…',
    failed: '更新失敗，請至官網下載最新版本',
  },
  language: { title: '語言', system: '跟隨系統', en: 'English', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', ja: '日本語' },
  home: { notice: '公告', banners: '推薦', noticeMore: '更多', menu: '快捷選單' },
  pull: { pulling: '下拉重新整理', release: '放開立即重新整理', refreshing: '重新整理中…', complete: '已更新' },
  generic: { fail: '失敗', empty: '暫無資料' },
};
