// The remote widgets Home shows, top to bottom. Their heights belong to the remotes (exported with
// the widget); the shell only knows which ones are on the first screen: those modules are fetched
// at start-up, so their heights are known before Home's first render (no shift on the normal path).
import type { DomainName } from '@app/shared/routes';

export interface HomeWidget {
  domain: DomainName;
  name: string;
  /** On the first screen of a phone: loaded at start-up rather than as the user scrolls near. */
  firstScreen: boolean;
}

export const HOME_WIDGETS: readonly HomeWidget[] = [
  { domain: 'ipo', name: 'HomeNewStocks', firstScreen: true },
  { domain: 'market', name: 'HomeQuotes', firstScreen: true },
  { domain: 'account', name: 'HomeNews', firstScreen: false },
];

/** Held for a widget until its remote declares its height (a slow or unreachable remote). */
export const WIDGET_RESERVE = '10rem';

/** Remotes whose widgets module Home loads at start-up. */
export const FIRST_SCREEN_WIDGET_DOMAINS: readonly DomainName[] = HOME_WIDGETS.filter((w) => w.firstScreen).map((w) => w.domain);
