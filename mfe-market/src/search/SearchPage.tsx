import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CenteredMessage, Page, Spinner, useAppDispatch, useAppSelector, useRecommendedProductsQuery, type Product } from '@app/shared';
import { paths } from '@app/shared/routes';
import { useMarketSearchProductsQuery } from './search-api';
import { SEARCH_DEBOUNCE_MS } from '../common/constants';
import { NS } from '../i18n';
import { QuoteRow } from '../common/quotes/QuoteRow';
import { ClockIcon, SearchIcon, TrashIcon } from '../common/icons';
import { recentSearchesCleared, searched, selectRecentSearches, writeRecentSearches } from './recent-searches-slice';
import { useDebounced } from './use-debounced';
import './search.css';

const POPULAR_COUNT = 8;

/** Search by code or name (debounced); recent searches are remembered on the device. */
export function SearchPage() {
  const { t } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const recent = useAppSelector(selectRecentSearches);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const keyword = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useMarketSearchProductsQuery(keyword, { skip: keyword.length === 0 });
  const popular = useRecommendedProductsQuery(POPULAR_COUNT, { skip: keyword.length > 0 });

  useEffect(() => writeRecentSearches(recent), [recent]);
  useEffect(() => input.current?.focus(), []);

  const remember = () => dispatch(searched(text));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    remember();
    const only = results.data?.length === 1 ? results.data[0] : undefined;
    if (only) navigate(paths.detail({ code: only.code }));
  };

  const stale = keyword !== text.trim() || results.isFetching;
  const list: Product[] | undefined = keyword ? results.data : undefined;

  return (
    <Page title={t('title.search')} testId="search-page">
      <form className="search-bar" role="search" onSubmit={submit}>
        <label className="search-bar__field">
          <SearchIcon size="0.85rem" />
          <input
            ref={input}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            enterKeyHint="search"
            placeholder={t('search.placeholder')}
            aria-label={t('search.placeholder')}
            autoComplete="off"
            data-testid="search-input"
          />
        </label>
        {text && (
          <button type="button" className="search-bar__cancel" onClick={() => setText('')}>
            {t('action.cancel', { ns: 'common' })}
          </button>
        )}
      </form>

      {!keyword && (
        <>
          {recent.length > 0 && (
            <section className="search-section" aria-label={t('search.recent')}>
              <header className="search-section__head">
                <h2>{t('search.recent')}</h2>
                <button
                  type="button"
                  className="search-section__clear"
                  onClick={() => dispatch(recentSearchesCleared())}
                  aria-label={t('search.clear')}
                >
                  <TrashIcon size="0.8rem" />
                </button>
              </header>
              <div className="search-chips">
                {recent.map((term) => (
                  <button key={term} type="button" className="search-chip" onClick={() => setText(term)}>
                    <ClockIcon size="0.6rem" />
                    {term}
                  </button>
                ))}
              </div>
            </section>
          )}
          {popular.data && popular.data.length > 0 && (
            <section className="search-section" aria-label={t('search.popular')}>
              <header className="search-section__head">
                <h2>{t('search.popular')}</h2>
              </header>
              <div className="search-chips">
                {popular.data.map((p) => (
                  <Link key={p.code} className="search-chip search-chip--hot" to={paths.detail({ code: p.code })}>
                    {p.name}
                  </Link>
                ))}
              </div>
            </section>
          )}
        </>
      )}

      {keyword && (
        <div className="search-results" aria-busy={stale} data-testid="search-results">
          {list && list.length > 0 && (
            <div role="group" aria-label={t('search.results')} onClickCapture={remember}>
              {list.map((p) => (
                <QuoteRow key={p.code} product={p} />
              ))}
            </div>
          )}
          {list && list.length === 0 && !stale && <CenteredMessage title={t('search.none', { keyword })} body={t('search.hint')} />}
          {!list && stale && (
            <div className="search-results__busy">
              <Spinner label={t('loading.text', { ns: 'common' })} />
            </div>
          )}
        </div>
      )}
    </Page>
  );
}
