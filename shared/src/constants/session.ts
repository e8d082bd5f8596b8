// Session constants of docs/product.md §4 and §9.
export const SESSION = {
  /** Login expires locally 14 days after the token's time stamp. */
  localExpiryMs: 14 * 24 * 60 * 60 * 1000, // 1209600000
  /** Delay before relaunching after 102/103 on a main request. */
  relaunchDelayMainMs: 3000,
  /** Delay before relaunching after 102/103 on a chat request. */
  relaunchDelayChatMs: 2000,
} as const;

/** Local storage keys, exactly as docs/product.md §3 names them, plus our own for the interface language. */
export const STORAGE_KEYS = {
  token: 'token',
  userinfo: 'userinfo',
  profile: 'sfwow',
  /** Data language: 'en' | 'zh'. */
  lang: 'lang',
  taskOne: 'taskOne',
  /** Interface language choice: 'system' | 'en' | 'zh-Hans' | 'zh-Hant' | 'ja'. */
  uiLang: 'uiLang',
} as const;
