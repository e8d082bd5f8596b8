import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShellBannerListQuery } from '../store/shell-api';

export const BANNER_INTERVAL_MS = 4000;

/**
 * Home banner carousel (websitebanner/queryBannerList): native horizontal scrolling with snap
 * points (swipe works without a gesture library), autoplay every 4 s that pauses while touched,
 * and dots that follow the visible slide. The height is reserved (aspect ratio): no layout shift.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const { data } = useShellBannerListQuery();
  const navigate = useNavigate();
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [held, setHeld] = useState(false);
  const count = data?.length ?? 0;

  // The dot follows whichever slide is mostly in view.
  useEffect(() => {
    const el = track.current;
    if (!el || count === 0) return undefined;
    const onScroll = () => setActive(Math.min(count - 1, Math.max(0, Math.round(el.scrollLeft / Math.max(1, el.clientWidth)))));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [count]);

  // Autoplay (not while a finger is on it, not for users who ask for reduced motion).
  useEffect(() => {
    const el = track.current;
    if (!el || count < 2 || held) return undefined;
    if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    const timer = window.setInterval(() => {
      const next = (Math.round(el.scrollLeft / Math.max(1, el.clientWidth)) + 1) % count;
      el.scrollTo?.({ left: next * el.clientWidth, behavior: 'smooth' });
    }, BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, held]);

  return (
    <div className="home-banner" data-testid="home-banner" role="region" aria-roledescription="carousel" aria-label={t('home.banners')}>
      {count > 0 && (
        <>
          <div
            ref={track}
            className="home-banner__track"
            onPointerDown={() => setHeld(true)}
            onPointerUp={() => setHeld(false)}
            onTouchStart={() => setHeld(true)}
            onTouchEnd={() => setHeld(false)}
          >
            {data!.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className="home-banner__item"
                onClick={() => b.link && navigate(b.link)}
                aria-label={b.title}
                aria-roledescription="slide"
                aria-hidden={i !== active}
                tabIndex={i === active ? 0 : -1}
              >
                {/* The first slide is the page's largest image: fetched first, never lazily. */}
                <img
                  src={b.image}
                  alt=""
                  width={750}
                  height={300}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  {...{ fetchpriority: i === 0 ? 'high' : 'auto' }}
                />
                {/* The title comes from the provider in the request's language, over text-free art. */}
                <span className="home-banner__title">{b.title}</span>
              </button>
            ))}
          </div>
          <div className="home-banner__dots" aria-hidden="true">
            {data!.map((b, i) => (
              <i key={b.id} className={i === active ? 'home-banner__dot home-banner__dot--on' : 'home-banner__dot'} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
