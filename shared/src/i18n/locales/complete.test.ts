// The common namespace is complete in every interface language.
import { expectCompleteTranslations } from '../../testing/translations';
import { en } from './en';
import { ja } from './ja';
import { zhHans } from './zh-Hans';
import { zhHant } from './zh-Hant';

it('the common namespace has every key in every language, none of them empty', () => {
  expectCompleteTranslations({ en, 'zh-Hans': zhHans, 'zh-Hant': zhHant, ja });
});
