// The market namespace, registered in the app's one i18next instance when this remote loads.
import { registerTranslations } from '@app/shared';
import en from './locales/en.json';
import zhHans from './locales/zh-Hans.json';
import zhHant from './locales/zh-Hant.json';
import ja from './locales/ja.json';

export const NS = 'market';
registerTranslations(NS, { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant, ja });
