// The console's frame: logged out, the login; logged in on a one-time password, only the forced
// password change (the provider refuses everything else with 2902 until then); otherwise the bar
// (who, language, log out), the left navigation of the pages the member's roles open, and the page
// at the address (#/<page>/…). A call that finds the session over brings the login back with the
// provider's message.
import type { StaffMemberView } from '@app/shared/staff';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffClient } from './client';
import { CONSOLE_LANGUAGES, LANGUAGE_NAMES, hrefOf, isConsoleLanguage, parseRoute, visiblePages, type ConsoleLanguage } from './model';
import { PAGES } from './pages';
import { LoginPage } from './pages/LoginPage';
import { PasswordForm } from './pages/PasswordForm';
import { ConsoleContext, Message, type ConsoleContextValue } from './ui';

type State = { status: 'starting' } | { status: 'signed-out'; notice: string | null } | { status: 'signed-in'; member: StaffMemberView };

const subscribeHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const readHash = () => window.location.hash;

export function App({ client }: { client: StaffClient }) {
  const { t, i18n } = useTranslation();
  const language: ConsoleLanguage = i18n.language === 'zh-Hans' ? 'zh-Hans' : 'en';
  const [state, setState] = useState<State>(() => (client.token() ? { status: 'starting' } : { status: 'signed-out', notice: null }));
  /** A word kept across the switch from the password change to the console (its key: it follows the language). */
  const [flash, setFlash] = useState<'password.done' | null>(null);
  const hash = useSyncExternalStore(subscribeHash, readHash);

  useEffect(() => {
    document.title = t('app.title');
  }, [t, language]);

  // The provider's word that the session is over, or that the one-time password comes first.
  useEffect(
    () =>
      client.onSession((event) => {
        if (event.kind === 'ended') setState({ status: 'signed-out', notice: event.message });
        else setState((s) => (s.status === 'signed-in' ? { ...s, member: { ...s.member, mustChangePassword: true } } : s));
      }),
    [client],
  );

  const refreshMember = useCallback(async () => {
    const result = await client.call('staff/me', {});
    if (result.ok) setState({ status: 'signed-in', member: result.data });
    else setState((s) => (s.status === 'signed-out' ? s : { status: 'signed-out', notice: result.message }));
  }, [client]);

  // A reload keeps the tab's session: who is it?
  useEffect(() => {
    if (state.status === 'starting') void refreshMember();
  }, [state.status, refreshMember]);

  const logOut = useCallback(async () => {
    await client.call('staff/logout', {});
    client.setToken(null);
    setFlash(null);
    setState({ status: 'signed-out', notice: t('app.loggedOut') });
  }, [client, t]);

  const context = useMemo<ConsoleContextValue | null>(
    () => (state.status === 'signed-in' ? { client, member: state.member, language, refreshMember, logOut } : null),
    [client, state, language, refreshMember, logOut],
  );

  if (state.status === 'starting') {
    return (
      <Frame>
        <p className="muted center">{t('app.loading')}</p>
      </Frame>
    );
  }
  if (state.status === 'signed-out' || !context) {
    return (
      <Frame>
        <LoginPage
          client={client}
          notice={state.status === 'signed-out' ? state.notice : null}
          onLoggedIn={(member) => {
            setFlash(null);
            setState({ status: 'signed-in', member });
          }}
        />
      </Frame>
    );
  }

  const { member } = context;
  if (member.mustChangePassword) {
    return (
      <ConsoleContext.Provider value={context}>
        <Frame member={member} onLogOut={logOut}>
          <main className="forced" id="main">
            <PasswordForm
              forced
              onChanged={() => {
                setFlash('password.done');
                void refreshMember();
              }}
            />
          </main>
        </Frame>
      </ConsoleContext.Provider>
    );
  }

  const pages = visiblePages(PAGES, member.roles);
  const route = parseRoute(hash);
  const known = PAGES.find((p) => p.id === route.page);
  const page = known && pages.includes(known) ? known : null;
  return (
    <ConsoleContext.Provider value={context}>
      <Frame member={member} onLogOut={logOut}>
        <div className="body">
          <nav className="side" aria-label={t('app.navigation')}>
            <ul>
              {pages.map((p) => (
                <li key={p.id}>
                  <a href={hrefOf(p.id)} aria-current={p === page ? 'page' : undefined} onClick={() => setFlash(null)}>
                    {t(`nav.${p.id}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <main id="main">
            <Message
              note={flash && { tone: 'ok', text: t(flash) }}
              id="flash"
              onDismiss={() => setFlash(null)}
              dismissLabel={t('app.dismiss')}
            />
            {page ? (
              <page.Component rest={route.rest} />
            ) : known ? (
              <Message note={{ tone: 'error', text: t('app.notAllowed') }} />
            ) : (
              <StartPage first={pages[0]?.id ?? null} />
            )}
          </main>
        </div>
      </Frame>
    </ConsoleContext.Provider>
  );
}

/** No page (or an unknown one) at the address: the first page the member may open. */
function StartPage({ first }: { first: string | null }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (first) window.location.replace(hrefOf(first));
  }, [first]);
  return first ? null : <Message note={{ tone: 'info', text: t('app.noPage') }} />;
}

function Frame({ member, onLogOut, children }: { member?: StaffMemberView; onLogOut?: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="frame">
      <header className="bar">
        <h1>{t('app.title')}</h1>
        <div className="session">
          {member && (
            <span id="signed-in">
              {t('app.signedInAs', { login: member.login })}{' '}
              <span className="muted">({member.roles.map((role) => t(`roles.${role}`)).join(', ')})</span>
            </span>
          )}
          <LanguageSwitch />
          {member && onLogOut && (
            <button type="button" onClick={onLogOut}>
              {t('app.logOut')}
            </button>
          )}
        </div>
      </header>
      {children}
    </div>
  );
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language" htmlFor="language">
      <span>{t('app.language')}</span>
      <select
        id="language"
        value={i18n.language}
        onChange={(e) => {
          if (isConsoleLanguage(e.target.value)) void i18n.changeLanguage(e.target.value);
        }}
      >
        {CONSOLE_LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
