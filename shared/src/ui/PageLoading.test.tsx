import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '../i18n/i18n';
import { PageLoading } from './PageLoading';

const i18n = initI18n('en');

describe('PageLoading (docs/product.md §2: loading after 200 ms, error after 30 s)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows nothing for 200 ms, then the spinner, then at 30 s the error screen whose retry works', () => {
    const onRetry = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <PageLoading onRetry={onRetry} />
      </I18nextProvider>,
    );
    act(() => {
      jest.advanceTimersByTime(199);
    });
    expect(screen.queryByTestId('page-loading')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(screen.getByTestId('page-loading').querySelectorAll('.app-spinner__dot')).toHaveLength(12);
    act(() => {
      jest.advanceTimersByTime(30_000 - 200 - 1);
    });
    expect(screen.queryByTestId('page-timeout')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByText('Loading failed, please pull down to refresh')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
