import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NOTICE_MARQUEE_PX_PER_SECOND } from '@app/shared';
import { paths } from '@app/shared/routes';
import { useHomeNoticesQuery } from './home-api';

/** The notice list page of the account remote's news feature. */
export const NOTICES_PATH = paths.newsList({ category: 'notice' });

/** Scrolling notice bar (SPEC §2) with a 'more' link to every notice. Fixed height. */
export function HomeNoticeBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useHomeNoticesQuery();
  const notices = data?.list ?? [];
  const first = notices[0];
  return (
    <div className="home-notice" data-testid="home-notice">
      {notices.length > 0 ? (
        <NoticeBar
          className="home-notice__bar"
          content={<span className="home-notice__text">{notices.map((n) => n.title).join('　　·　　')}</span>}
          color="info"
          speed={NOTICE_MARQUEE_PX_PER_SECOND}
          delay={1500}
          onClick={() => first && navigate(paths.newsDetail({ id: first.id }))}
          extra={<Link className="home-notice__more" to={NOTICES_PATH} onClick={(e) => e.stopPropagation()}>{t('home.noticeMore')} ›</Link>}
        />
      ) : (
        <div className="home-notice__bar home-notice__bar--empty" aria-hidden="true" />
      )}
    </div>
  );
}
