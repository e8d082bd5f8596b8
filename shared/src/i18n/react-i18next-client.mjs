// What the browser bundles get for `import … from 'react-i18next'` (webpack.common.js aliases it
// here), for the same reason as ../router/react-router-client.mjs: react-i18next is a federation
// singleton, so it is not tree-shaken, and its <Trans> machinery (HTML parsing, entity decoding)
// would ship on Home although the app translates with `t` only. A name missing here fails the
// build ("export … was not found"): add it to this list.
export {
  useTranslation,
  withTranslation,
  Translation,
  I18nextProvider,
  initReactI18next,
  I18nContext,
  getI18n,
  setI18n,
  getDefaults,
  setDefaults,
} from 'react-i18next-full';
