import { Swiper } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useBannerListQuery } from '../store/shell-api';

/** Home banner carousel (websitebanner/queryBannerList). Height is reserved: no layout shift. */
export function BannerCarousel() {
  const { data } = useBannerListQuery();
  const navigate = useNavigate();
  return (
    <div className="home-banner" data-testid="home-banner">
      {data && data.length > 0 && (
        <Swiper autoplay loop autoplayInterval={4000} indicatorProps={{ color: 'white' }}>
          {data.map((b) => (
            <Swiper.Item key={b.id}>
              <button type="button" className="home-banner__item" onClick={() => b.link && navigate(b.link)} aria-label={b.title}>
                <img src={b.image} alt="" width={750} height={300} />
                {/* The title comes from the provider in the request's language, over text-free art. */}
                <span className="home-banner__title">{b.title}</span>
              </button>
            </Swiper.Item>
          ))}
        </Swiper>
      )}
    </div>
  );
}
