import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';
import type { ShellStore } from '../store/create-store';
import type { Registry } from '../remotes/registry';
import { AntdLocale } from './AntdLocale';
import { AppRoutes, NavigatorBridge, buildRoutes, type Navigator } from './router';

export function App({
  store,
  registry,
  i18n,
  onNavigator,
}: {
  store: ShellStore;
  registry: Registry;
  i18n: I18n;
  onNavigator: (navigate: Navigator) => void;
}) {
  const routes = useMemo(() => buildRoutes(registry), [registry]);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AntdLocale>
          <BrowserRouter>
            <NavigatorBridge onReady={onNavigator} />
            <AppRoutes routes={routes} />
          </BrowserRouter>
        </AntdLocale>
      </I18nextProvider>
    </Provider>
  );
}
