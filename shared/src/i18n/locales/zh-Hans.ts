import type { CommonResources } from './en';

export const zhHans: CommonResources = {
  app: { name: 'Nova Trade' },
  tabs: { home: '首页', market: '行情', position: '持仓', mine: '我的' },
  action: { back: '返回', retry: '重试', cancel: '取消', confirm: '确定', reload: '刷新', later: '稍后', more: '更多', goHome: '返回首页' },
  loading: { text: '加载中…', failed: '加载失败，请下拉刷新', timeout: '加载时间过长，请检查网络后重试。' },
  unavailable: {
    title: '该功能暂时无法使用',
    body: '{{domain}}模块加载失败，其他功能不受影响，请稍后重试。',
  },
  domain: { market: '行情', trade: '交易', ipo: '新股与AI', wallet: '钱包', account: '账户' },
  notFound: { title: '页面不存在', body: '您访问的页面不存在或已被移除。' },
  placeholder: { body: '该页面正在准备中，敬请期待。' },
  network: {
    noNetwork: '网络请求失败，请检查您的网络设置',
    exception: '网络异常，请稍后重试',
    poor: '当前网络不佳，请稍后重试',
    aborted: '请求已中止',
    offline: '当前处于离线状态，网络恢复后行情与页面将自动更新。',
  },
  session: { loginFirst: '请先登录' },
  update: {
    title: '发现新版本',
    body: '新版本 {{version}} 已就绪，刷新即可更新。',
    notes: '更新内容：{{notes}}',
    reload: '刷新更新',
    updating: '正在下载更新…',
    failed: '更新失败，请到官网下载最新版本',
  },
  language: { title: '语言', system: '跟随系统', en: 'English', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', ja: '日本語' },
  home: { notice: '公告', banners: '推荐', noticeMore: '更多', menu: '快捷菜单' },
  pull: { pulling: '下拉刷新', release: '释放立即刷新', refreshing: '刷新中…', complete: '刷新成功' },
  generic: { fail: '失败', empty: '暂无数据' },
};
