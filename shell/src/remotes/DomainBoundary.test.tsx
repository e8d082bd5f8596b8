// ARCHITECTURE "Module Federation": a React error boundary per domain, so a broken remote shows a
// localized "this part is unavailable — retry" screen while the rest of the app works.
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/testing';
import { DomainBoundary } from './DomainBoundary';
import { reportRemoteFailure } from './health-report';

jest.mock('./health-report', () => ({ reportRemoteFailure: jest.fn() }));

const TITLE = 'This part of the app is unavailable';

let broken = true;
function RemoteContent() {
  if (broken) throw new Error('remote failed to render');
  return <p>Market list</p>;
}

let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;
beforeEach(() => {
  broken = true;
  // React reports caught render errors on the console; the boundary logs the domain.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

describe('DomainBoundary', () => {
  it('renders its children while they work', () => {
    broken = false;
    renderWithProviders(
      <DomainBoundary domain="market" route="/pages/test" onRetry={() => {}}>
        <RemoteContent />
      </DomainBoundary>,
    );
    expect(screen.getByText('Market list')).toBeTruthy();
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it('a child that throws shows the translated unavailable screen naming the domain', () => {
    renderWithProviders(
      <DomainBoundary domain="market" route="/pages/test" onRetry={() => {}}>
        <RemoteContent />
      </DomainBoundary>,
    );
    expect(screen.getByText(TITLE)).toBeTruthy();
    expect(screen.getByText('We could not load Market. Everything else still works. Try again in a moment.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('Market list')).toBeNull();
    expect(consoleWarn).toHaveBeenCalledWith('[remotes] market failed', expect.any(Error));
  });

  it('reports the failure with its domain and route (health-report.ts decides what is sent)', () => {
    renderWithProviders(
      <DomainBoundary domain="trade" route="/pages/home/twoBuy" onRetry={() => {}}>
        <RemoteContent />
      </DomainBoundary>,
    );
    expect(reportRemoteFailure).toHaveBeenCalledWith(
      'trade',
      '/pages/home/twoBuy',
      expect.objectContaining({ message: 'remote failed to render' }),
    );
  });

  it('uses the translated name of its own domain', () => {
    renderWithProviders(
      <DomainBoundary domain="ipo" route="/pages/test" onRetry={() => {}}>
        <RemoteContent />
      </DomainBoundary>,
    );
    expect(screen.getByText('We could not load IPO & AI. Everything else still works. Try again in a moment.')).toBeTruthy();
  });

  it('Retry calls onRetry and renders the children again', () => {
    const onRetry = jest.fn(() => {
      broken = false;
    });
    renderWithProviders(
      <DomainBoundary domain="market" route="/pages/test" onRetry={onRetry}>
        <RemoteContent />
      </DomainBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Market list')).toBeTruthy();
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it('a retry that fails again shows the unavailable screen again', () => {
    const onRetry = jest.fn();
    renderWithProviders(
      <DomainBoundary domain="wallet" route="/pages/test" onRetry={onRetry}>
        <RemoteContent />
      </DomainBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText(TITLE)).toBeTruthy();
  });

  it('only its own area fails: a sibling outside the boundary keeps working', () => {
    function Counter() {
      const [n, setN] = useState(0);
      return <button type="button" onClick={() => setN(n + 1)}>{`Clicked ${n}`}</button>;
    }
    renderWithProviders(
      <div>
        <Counter />
        <DomainBoundary domain="trade" route="/pages/test" onRetry={() => {}} compact>
          <RemoteContent />
        </DomainBoundary>
      </div>,
    );
    expect(screen.getByTestId('unavailable-trade')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    });
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeTruthy();
  });
});
