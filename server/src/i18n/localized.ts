// Content in the four written languages. The provider's texts exist in English and simplified
// Chinese (every table and catalogue); Japanese and traditional Chinese are added where we have
// them. Fallbacks: zh-Hant → its own text, else the simplified one in Traditional characters;
// ja → its own text, else English (a Japanese request carries lang=en_US).
import type { ContentLanguage } from './language';
import { toTraditional } from '@app/shared/i18n/traditional';
import type { Translations } from './translations';

/** A text in English and simplified Chinese, optionally also Japanese and traditional Chinese. */
export type Localized = Translations & { ja?: string; 'zh-Hant'?: string };

export function inContentLanguage(text: Localized, content: ContentLanguage): string {
  switch (content) {
    case 'en':
      return text.en;
    case 'zh-Hans':
      return text.zh;
    case 'zh-Hant':
      return text['zh-Hant'] ?? toTraditional(text.zh);
    case 'ja':
      return text.ja ?? text.en;
  }
}
