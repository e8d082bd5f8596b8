import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from './Page';
import { CenteredMessage } from './CenteredMessage';

/** A routed page whose content a later release fills: real title, owner and back navigation. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Page title={title} testId="placeholder-page">
      <CenteredMessage title={title} body={t('placeholder.body')} />
    </Page>
  );
}

/** A placeholder page titled by a key of a remote's namespace. */
export function placeholderPage(ns: string, titleKey: string): ComponentType {
  function Placeholder() {
    const { t } = useTranslation(ns);
    return <PlaceholderPage title={t(titleKey)} />;
  }
  Placeholder.displayName = `Placeholder(${ns}:${titleKey})`;
  return Placeholder;
}
