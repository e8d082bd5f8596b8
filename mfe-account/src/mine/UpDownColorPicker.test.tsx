// Mine's price-colour setting: red up by default, green up stored on the device and put
// on <html> for the app's CSS variables at once.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { List } from 'antd-mobile';
import { renderWithProviders } from '@app/shared/testing';
import { UpDownColorPicker } from './UpDownColorPicker';

afterEach(() => localStorage.clear());

it('shows the convention and switches it for this device', async () => {
  renderWithProviders(
    <List>
      <UpDownColorPicker />
    </List>,
  );
  expect(screen.getByTestId('updown-current').textContent).toMatch(/Red up, green down/);
  fireEvent.click(screen.getByTestId('updown-item'));
  // The choices are buttons, the one in force marked current.
  expect((await screen.findByRole('button', { name: /Red up, green down/ })).getAttribute('aria-current')).toBe('true');
  expect(screen.getByRole('button', { name: /Green up, red down/ }).getAttribute('aria-current')).toBeNull();
  fireEvent.click(await screen.findByTestId('updown-green-up'));
  await waitFor(() => expect(screen.getByTestId('updown-current').textContent).toMatch(/Green up, red down/));
  expect(localStorage.getItem('upDownColors')).toBe('green-up');
  expect(document.documentElement.dataset.updown).toBe('green-up');
});
