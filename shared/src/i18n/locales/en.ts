// Common namespace: strings of the shell and of shared UI. English is the source of keys.
export const en = {
  app: { name: 'Nova Trade' },
  tabs: { home: 'Home', market: 'Market', position: 'Position', mine: 'Mine' },
  action: {
    back: 'Back',
    retry: 'Retry',
    cancel: 'Cancel',
    confirm: 'Confirm',
    reload: 'Reload',
    later: 'Later',
    more: 'More',
    goHome: 'Back to Home',
  },
  loading: {
    text: 'Loading…',
    failed: 'Loading failed, please pull down to refresh',
    timeout: 'This is taking too long. Check your connection and try again.',
  },
  unavailable: {
    title: 'This part of the app is unavailable',
    body: 'We could not load {{domain}}. Everything else still works. Try again in a moment.',
  },
  domain: { market: 'Market', trade: 'Trading', ipo: 'IPO & AI', wallet: 'Wallet', account: 'Account' },
  notFound: { title: 'Page not found', body: 'The page you are looking for does not exist or has moved.' },
  placeholder: { body: 'This page is being prepared and will be available soon.' },
  network: {
    noNetwork: 'Network request failed, please check your network settings',
    exception: 'Network exception, please try again later',
    poor: 'The current network is not good, please try again later',
    aborted: 'request was aborted',
    offline: 'You are offline. Prices and pages update when the connection is back.',
  },
  session: { loginFirst: 'Please log in first' },
  update: {
    title: 'New version available',
    body: 'Version {{version}} is ready. Reload to update.',
    notes: 'What is new: {{notes}}',
    reload: 'Reload to update',
    updating: 'Downloading update…',
    failed: 'Update failed, please download the latest version from the official website',
  },
  language: { title: 'Language', system: 'Follow system', en: 'English', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文', ja: '日本語' },
  home: { notice: 'Notice', banners: 'Featured', noticeMore: 'More', menu: 'Quick menu' },
  pull: { pulling: 'Pull down to refresh', release: 'Release to refresh', refreshing: 'Refreshing…', complete: 'Updated' },
  generic: { fail: 'Fail', empty: 'Nothing here yet' },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type CommonResources = Shape<typeof en>;
