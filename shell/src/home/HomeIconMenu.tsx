import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShellNavigationBarQuery } from './home-api';

/** Icons shown: two rows of four (the block's height is reserved for exactly that). */
export const ICON_MENU_MAX = 8;

/** Four-column icon menu (navigationBar/queryNavigationBarList). */
export function HomeIconMenu() {
  const { t } = useTranslation();
  const { data } = useShellNavigationBarQuery();
  return (
    <nav className="home-card home-menu" aria-label={t('home.menu')} data-testid="home-menu">
      {(data ?? []).slice(0, ICON_MENU_MAX).map((item) => (
        <Link key={item.id} className="home-menu__item" to={item.link}>
          <img src={item.icon} alt="" width={44} height={44} loading="lazy" decoding="async" />
          <span>{item.title}</span>
        </Link>
      ))}
    </nav>
  );
}
