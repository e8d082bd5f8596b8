// The staff console in the browser (served as console.js by serve.ts): the signing secret from the
// page the staff listener served, the console's own i18next instance, the typed client, the app.
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app';
import { createStaffClient } from './client';
import { createConsoleI18n, languageOf } from './i18n';
import { requestLanguageOf } from './model';

const secret = document.querySelector<HTMLMetaElement>('meta[name="staff-sign-secret"]')?.content ?? '';
const i18n = createConsoleI18n();
const client = createStaffClient({
  secret,
  lang: () => requestLanguageOf(languageOf(i18n)),
  noAnswerMessage: () => i18n.t('app.noAnswer'),
});

createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <App client={client} />
  </I18nextProvider>,
);
