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

// On a desktop without a CJK font, Chinese comes from Noto Sans SC's unicode-range faces, fetched
// as characters appear; Chromium does not always redraw text it shaped before a face arrived (blank
// boxes), even when asked to shape it again in a way it saw before. So each batch of faces that
// finishes loading sets a letter spacing no eye can see (at most 1/100 px) and never set before:
// the browser shapes all the text anew with the faces it now has.
let fontBatches = 0;
document.fonts?.addEventListener('loadingdone', () => {
  fontBatches += 1;
  document.documentElement.style.letterSpacing = `${(fontBatches % 1000) / 100_000}px`;
});

createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={i18n}>
    <App client={client} />
  </I18nextProvider>,
);
