import { screen, waitFor } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { renderWithProviders } from '@app/shared/testing';
import type { Transport } from '@app/shared';
import { UpdatePrompt } from './UpdatePrompt';

function transportAnswering(data: unknown): { transport: Transport; calls: unknown[] } {
  const calls: unknown[] = [];
  const transport: Transport = async (args) => {
    calls.push(args);
    return { data };
  };
  return { transport, calls };
}

describe('UpdatePrompt (docs/product.md §1 in-app update)', () => {
  // antd-mobile renders dialogs imperatively, outside Testing Library's cleanup.
  afterEach(() => {
    Dialog.clear();
    document.body.innerHTML = ''; // skip the close animation's leftovers
  });

  it('asks the provider with version code 100 and offers a reload when a newer version exists', async () => {
    const { transport, calls } = transportAnswering({
      latestVersion: '1.1.0',
      latestVersionCode: 110,
      hasUpdate: true,
      notes: 'Faster quotes',
    });
    renderWithProviders(<UpdatePrompt />, { transport });
    expect((await screen.findByTestId('update-prompt')).textContent).toContain('Version 1.1.0 is ready. Reload to update.');
    expect(screen.getByText('What is new: Faster quotes')).toBeTruthy();
    expect(screen.getByText('Reload to update')).toBeTruthy();
    expect(calls).toEqual([expect.objectContaining({ path: 'common/checkUpdate', body: { versionCode: 100, platform: 'web' } })]);
  });

  it('stays silent when the app is current', async () => {
    const { transport, calls } = transportAnswering({ latestVersion: '1.0.0', latestVersionCode: 100, hasUpdate: false, notes: '' });
    renderWithProviders(<UpdatePrompt />, { transport });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
  });
});
