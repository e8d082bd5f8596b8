// one translated banner while offline; gone when the connection is back.
import { act, screen } from '@testing-library/react';
import { setUiLanguage } from '@app/shared';
import { renderWithProviders } from '@app/shared/testing';
import { OfflineBanner } from './OfflineBanner';

function goOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(async () => {
  goOnline(true);
  await act(async () => {
    await setUiLanguage('en');
  });
});

describe('OfflineBanner', () => {
  it('shows nothing online, one banner offline, nothing once back', () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    goOnline(false);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByTestId('offline-banner').textContent).toBe('You are offline. Prices and pages update when the connection is back.');
    goOnline(false);
    expect(screen.getAllByTestId('offline-banner')).toHaveLength(1);
    goOnline(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('is translated', async () => {
    await act(async () => {
      await setUiLanguage('ja');
    });
    renderWithProviders(<OfflineBanner />);
    goOnline(false);
    expect(screen.getByTestId('offline-banner').textContent).toBe('オフラインです。接続が戻ると価格とページが更新されます。');
  });
});
