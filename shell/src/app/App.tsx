import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { i18n as I18n } from 'i18next';
import type { ShellStore } from '../store/create-store';
import type { createAppRouter } from './router';

export function App({ store, router, i18n }: { store: ShellStore; router: ReturnType<typeof createAppRouter>; i18n: I18n }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>
  );
}
