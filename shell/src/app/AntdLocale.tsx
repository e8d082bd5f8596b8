import { useEffect, type ReactNode } from 'react';
import { followUiLanguageInAntd } from '@app/shared';

/**
 * antd-mobile's own texts follow the interface language (issue 15). The shell's antd-mobile parts
 * (@app/shared's imperative Toast and Dialog, in their own lazy chunk) read antd-mobile's default
 * config, so setting it is enough; a ConfigProvider would add ~4 KB (ahooks) to every first load
 * for nothing. The config module is fetched after the first render (issue 16: importing it puts
 * antd-mobile's zh-CN default locale, 0.7 KB gzip, into Home's first scripts, where no antd-mobile
 * part is drawn any more). Switches when the language changes.
 */
export function AntdLocale({ children }: { children: ReactNode }) {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    import(/* webpackChunkName: "antd-config" */ 'antd-mobile/cjs/components/config-provider')
      .then(({ setDefaultConfig }) => { if (!gone) stop = followUiLanguageInAntd(setDefaultConfig); })
      .catch(() => undefined);
    return () => { gone = true; stop?.(); };
  }, []);
  return <>{children}</>;
}
