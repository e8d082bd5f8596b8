// The platform's "about us" (introduce: tabs) and "how it works" (profile: numbered steps).
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page, selectIsLoggedIn, useAppSelector } from '@app/shared';
import { paths } from '@app/shared/routes';
import { NS } from '../i18n';
import './about.css';

const TABS = ['about', 'services', 'security', 'contact'] as const;
type Tab = (typeof TABS)[number];

export function IntroducePage() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'about';
  return (
    <Page title={t('title.introduce')} testId="introduce-page">
      <Tabs activeKey={active} onChange={(key) => setParams({ tab: key }, { replace: true })} className="about__tabs">
        {TABS.map((tab) => (
          <Tabs.Tab key={tab} title={t(`introduce.tabs.${tab}`)}>
            <section className="about__card" data-testid={`introduce-${tab}`}>
              {(t(`introduce.${tab}`, { returnObjects: true }) as string[]).map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          </Tabs.Tab>
        ))}
      </Tabs>
    </Page>
  );
}

export function ProfilePage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const steps = t('profile.steps', { returnObjects: true }) as Array<{ title: string; body: string }>;
  return (
    <Page title={t('title.profile')} testId="profile-page">
      <h2 className="about__lead">{t('profile.lead', { count: steps.length })}</h2>
      <ol className="about__steps">
        {steps.map((s, i) => (
          <li key={s.title} className="about__step" data-testid="profile-step">
            <span className="about__num num" aria-hidden>
              {i + 1}
            </span>
            <span>
              <strong>{s.title}</strong>
              <span>{s.body}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className="about__cta">
        <Button block color="primary" shape="rounded" onClick={() => navigate(loggedIn ? paths.mine() : paths.openAccount())}>
          {t('profile.start')}
        </Button>
      </div>
    </Page>
  );
}
