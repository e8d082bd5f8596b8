// This remote's namespace is complete in every interface language, and really translated.
import { expectCompleteTranslations } from '@app/shared/testing';
import en from './en.json';
import ja from './ja.json';
import zhHans from './zh-Hans.json';
import zhHant from './zh-Hant.json';

it('has every key in every language, none of them empty, and is not English copied', () => {
  expectCompleteTranslations({ en, 'zh-Hans': zhHans, 'zh-Hant': zhHant, ja }, { translated: true });
});
