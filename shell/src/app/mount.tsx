// The React half of start-up, loaded by bootstrap.tsx after the store and i18n exist, in a task of
// its own: evaluating the app's modules and rendering do not add to the long task of evaluating
// the libraries and creating the store (Lighthouse TBT).
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { App } from './App';
import { RegistryUnavailable } from './RegistryUnavailable';
import type { Navigator } from './router';
import type { Registry } from '../remotes/registry';
import type { ShellStore } from '../store/create-store';

export interface MountOptions {
  store: ShellStore;
  i18n: I18n;
  /** null: the registry could not be read; the app offers a reload instead of routes. */
  registry: Registry | null;
  onNavigator: (navigate: Navigator) => void;
}

export function mount(element: HTMLElement, { store, i18n, registry, onNavigator }: MountOptions): void {
  const root = createRoot(element);
  keyboardOnFirstUse();
  if (!registry) {
    root.render(
      <I18nextProvider i18n={i18n}>
        <RegistryUnavailable />
      </I18nextProvider>,
    );
    return;
  }
  // As a transition, the first render of the whole app is time-sliced: React yields to the
  // browser every few milliseconds instead of blocking it for one long task.
  startTransition(() => root.render(<App store={store} registry={registry} i18n={i18n} onNavigator={onNavigator} />));
}

/**
 * Keyboard support for antd-mobile's clickable rows and sheets (keyboard-clickables.ts), fetched
 * when the keyboard is first used (a Tab or an arrow): touch visitors never download it. Every
 * row already on screen is made reachable as it loads, before the next key.
 */
function keyboardOnFirstUse(): void {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab' && !e.key.startsWith('Arrow')) return;
    document.removeEventListener('keydown', onKey, true);
    import(/* webpackChunkName: "keyboard" */ './keyboard-clickables')
      .then(({ keyboardForClickables }) => keyboardForClickables())
      .catch(() => undefined);
  };
  document.addEventListener('keydown', onKey, true);
}
