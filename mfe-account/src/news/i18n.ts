// The news namespace (this feature's own, so the account team's locale files stay theirs),
// registered in the app's one i18next instance when this code loads.
import { registerTranslations } from '@app/shared';
import en from './locales/en.json';
import zhHans from './locales/zh-Hans.json';
import zhHant from './locales/zh-Hant.json';
import ja from './locales/ja.json';

export const NEWS_NS = 'news';
registerTranslations(NEWS_NS, { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant, ja });
