// common/... endpoints: the in-app update check (docs/product.md §1: version 1.0.0, code 100).
import type { CoreEndpoints } from '@app/shared/contracts';
import type { Config } from '../config';
import type { HandlersOf } from '../http/endpoint';
import { oneOf, requiredInteger } from '../http/form-fields';
import { text } from '../i18n/messages';

export function commonEndpoints(latestVersion: Config['latestVersion']): HandlersOf<Pick<CoreEndpoints, 'common/checkUpdate'>> {
  return {
    'common/checkUpdate': {
      auth: false,
      fields: { versionCode: requiredInteger(0, Number.MAX_SAFE_INTEGER), platform: oneOf(['web']) },
      async handle({ versionCode }, { lang }) {
        const hasUpdate = latestVersion.code > versionCode;
        return {
          latestVersion: latestVersion.name,
          latestVersionCode: latestVersion.code,
          hasUpdate,
          notes: hasUpdate ? text('updateAvailable', lang, { version: latestVersion.name }) : text('upToDate', lang),
        };
      },
    },
  };
}
