// "As the phone shows it": a 390-px-wide frame that renders a content preview call's answer (what
// the customer call would answer for the draft, in one of the app's four languages) the way the
// customer app draws it. The look is copied into console.css (`.phone …`, from shell/src/home/home.css,
// mfe-account/src/news/news.css and help/help.css, in em of the app's root size at 390 px); no app
// code is imported. Texts are React text nodes: article bodies and help answers are plain text in
// the app, paragraphs split on blank lines, never HTML.
import type { Article, Banner, HelpQuestion } from '@app/shared';
import type { ContentPreview } from '@app/shared/staff';
import { useTranslation } from 'react-i18next';
import { PREVIEW_LANGUAGE_NAMES, PREVIEW_LANGUAGES, formatTime, paragraphs, type PreviewLanguage } from '../model';

/** The app's own words around the content (its locale files), per language. */
const APP_WORDS: Record<
  PreviewLanguage,
  { more: string; news: string; notice: string; related: string; newsTitle: string; helpTitle: string }
> = {
  en: { more: 'More', news: 'News', notice: 'Notices', related: 'Related', newsTitle: 'News details', helpTitle: 'Answer' },
  'zh-Hans': { more: '更多', news: '新闻', notice: '公告', related: '相关产品', newsTitle: '新闻详情', helpTitle: '问题详情' },
  'zh-Hant': { more: '更多', news: '新聞', notice: '公告', related: '相關產品', newsTitle: '新聞詳情', helpTitle: '問題詳情' },
  ja: { more: 'もっと見る', news: 'ニュース', notice: 'お知らせ', related: '関連銘柄', newsTitle: 'ニュース詳細', helpTitle: '回答' },
};

export type PreviewOf =
  | { kind: 'banner'; preview: ContentPreview<Banner> | null; imageUrl: string | null }
  | { kind: 'article'; preview: ContentPreview<Article> | null }
  | { kind: 'help'; preview: ContentPreview<HelpQuestion> | null };

export function PhonePreview({
  of,
  language,
  onLanguage,
  pending,
}: {
  of: PreviewOf;
  language: PreviewLanguage;
  onLanguage: (language: PreviewLanguage) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <aside className="preview" aria-labelledby="preview-title">
      <div className="preview-head">
        <h3 id="preview-title">{t('content.preview.title')}</h3>
        <span className="muted small" aria-live="polite">
          {pending ? t('content.preview.updating') : of.preview ? t('content.preview.fromProvider') : t('content.preview.none')}
        </span>
      </div>
      <div className="tabs preview-tabs" role="group" aria-label={t('content.preview.language')}>
        {PREVIEW_LANGUAGES.map((l) => (
          <button
            key={l}
            type="button"
            className="tab"
            aria-pressed={l === language}
            onClick={() => onLanguage(l)}
            id={`preview-${l}`}
            lang={l}
          >
            {PREVIEW_LANGUAGE_NAMES[l]}
          </button>
        ))}
      </div>
      <div className="phone" lang={language} id="phone" data-language={language}>
        {of.preview === null ? (
          <p className="phone-empty">{t('content.preview.none')}</p>
        ) : of.kind === 'banner' ? (
          <BannerSlide banner={of.preview[language]} imageUrl={of.imageUrl} />
        ) : of.kind === 'article' ? (
          <ArticleScreens article={of.preview[language]} words={APP_WORDS[language]} />
        ) : (
          <HelpItem question={of.preview[language]} words={APP_WORDS[language]} />
        )}
      </div>
      {of.kind === 'banner' && of.preview && !of.imageUrl && <p className="muted small">{t('content.preview.imageNotShown')}</p>}
    </aside>
  );
}

/** The app's notice icon (shell/src/app/icons.tsx SoundIcon), drawn again here. */
function SoundIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 9.5v5h3.5l5 4v-13l-5 4z" />
      <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
    </svg>
  );
}

function AppBar({ title }: { title: string }) {
  return (
    <div className="phone-nav">
      <span aria-hidden="true">‹</span>
      <span className="phone-nav__title">{title}</span>
    </div>
  );
}

function BannerSlide({ banner, imageUrl }: { banner: Banner; imageUrl: string | null }) {
  return (
    <div className="phone-home">
      <div className="home-banner">
        <div className="home-banner__item">
          {imageUrl ? (
            <img src={imageUrl} alt="" width={750} height={300} />
          ) : (
            <span className="home-banner__placeholder">{banner.image}</span>
          )}
          <span className="home-banner__title">{banner.title}</span>
        </div>
      </div>
      {banner.link && <p className="phone-caption">→ {banner.link}</p>}
    </div>
  );
}

function ArticleScreens({ article, words }: { article: Article; words: (typeof APP_WORDS)[PreviewLanguage] }) {
  return (
    <>
      {article.category === 'notice' && (
        <div className="phone-home">
          <div className="home-notice__bar" id="preview-notice-line">
            <span className="home-notice__icon" aria-hidden="true">
              <SoundIcon />
            </span>
            <div className="home-notice__box">
              <span className="home-notice__text">{article.title}</span>
            </div>
            <span className="home-notice__more">{words.more} ›</span>
          </div>
        </div>
      )}
      <AppBar title={words.newsTitle} />
      <article className="news-article" id="preview-article">
        <span className={`news-article__tag news-article__tag--${article.category}`}>{words[article.category]}</span>
        <h2 className="news-article__title">{article.title}</h2>
        <p className="news-article__meta">
          <span>{article.source}</span>
          <time className="num">{formatTime(article.publishedAt).slice(0, 16)}</time>
        </p>
        {paragraphs(article.body).map((para, i) => (
          <p key={i} className="news-article__para">
            {para}
          </p>
        ))}
        {article.codes.length > 0 && (
          <div className="news-article__codes">
            <span>{words.related}</span>
            {article.codes.map((code) => (
              <span key={code} className="news-article__code num">
                {code}
              </span>
            ))}
          </div>
        )}
      </article>
    </>
  );
}

function HelpItem({ question, words }: { question: HelpQuestion; words: (typeof APP_WORDS)[PreviewLanguage] }) {
  return (
    <>
      <AppBar title={words.helpTitle} />
      <article className="help__article" id="preview-help">
        <h2>{question.title}</h2>
        {paragraphs(question.answer).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </article>
    </>
  );
}
