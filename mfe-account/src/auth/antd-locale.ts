// This remote bundles its own antd-mobile (not a federation singleton), whose default locale is
// zh-CN: its sheets and masks on the pages a logged-out visitor sees follow the interface language
// from the first of these pages on. Belongs in the remote's entry (src/i18n.ts), where it
// would cover every page of the remote.
import { setDefaultConfig } from 'antd-mobile';
import { followUiLanguageInAntd } from '@app/shared';

let following = false;
export function followUiLanguage(): void {
  if (following) return;
  following = true;
  followUiLanguageInAntd(setDefaultConfig);
}
followUiLanguage();
