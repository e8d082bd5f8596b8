import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTICE_MARQUEE_PX_PER_SECOND } from '@app/shared';
import { paths } from '@app/shared/routes';
import { SoundIcon } from '../app/icons';
import { useHomeNoticesQuery } from './home-api';

/** The notice list page of the account remote's news feature. */
export const NOTICES_PATH = paths.newsList({ category: 'notice' });

/** Seconds the marquee waits before it starts scrolling. */
const MARQUEE_DELAY_S = 1.5;

/**
 * Scrolling notice bar (docs/product.md §2) with a 'more' link to every notice. Fixed height. The text is a
 * link to the first notice (reachable by keyboard); it scrolls only when longer than the bar, at
 * NOTICE_MARQUEE_PX_PER_SECOND, and not at all for visitors who ask for reduced motion (home.css).
 * Drawn here instead of antd-mobile's NoticeBar: its sound and close icons alone were 6 KB of
 * Home's first scripts.
 */
export function HomeNoticeBar() {
  const { t } = useTranslation();
  const { data } = useHomeNoticesQuery();
  const notices = data?.list ?? [];
  const first = notices[0];
  const text = notices.map((n) => n.title).join('　　·　　');
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLAnchorElement>(null);
  const [overflow, setOverflow] = useState(0);
  useLayoutEffect(() => {
    const width = content.current?.scrollWidth ?? 0;
    const room = box.current?.clientWidth ?? 0;
    setOverflow(width > room ? width : 0);
  }, [text]);
  const marquee =
    overflow > 0
      ? ({
          '--marquee-to': `-${overflow}px`,
          animationDuration: `${overflow / NOTICE_MARQUEE_PX_PER_SECOND}s`,
          animationDelay: `${MARQUEE_DELAY_S}s`,
        } as CSSProperties)
      : undefined;
  return (
    <div className="home-notice" data-testid="home-notice">
      {first ? (
        <div className="home-notice__bar">
          <span className="home-notice__icon">
            <SoundIcon />
          </span>
          <div className="home-notice__box" ref={box}>
            <Link
              ref={content}
              to={paths.newsDetail({ id: first.id })}
              className={overflow > 0 ? 'home-notice__text home-notice__text--scroll' : 'home-notice__text'}
              style={marquee}
            >
              {text}
            </Link>
          </div>
          <Link className="home-notice__more" to={NOTICES_PATH}>
            {t('home.noticeMore')} ›
          </Link>
        </div>
      ) : (
        <div className="home-notice__bar home-notice__bar--empty" aria-hidden="true" />
      )}
    </div>
  );
}
