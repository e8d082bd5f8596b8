import { act, renderHook } from '@testing-library/react';
import {
  DEFAULT_UP_DOWN,
  UP_DOWN_STORAGE_KEY,
  readUpDownConvention,
  setUpDownConvention,
  upDownColors,
  useUpDownConvention,
} from './up-down-colors';

afterEach(() => localStorage.clear());

it("defaults to red up, the product's convention, and ignores junk in storage", () => {
  expect(DEFAULT_UP_DOWN).toBe('red-up');
  localStorage.setItem(UP_DOWN_STORAGE_KEY, 'purple-up');
  expect(readUpDownConvention()).toBe('red-up');
  expect(upDownColors('red-up').up.text).toBe('#c8282b');
});

it('stores the choice per device, swaps the pair and marks <html> for the CSS variables', () => {
  const { result } = renderHook(() => useUpDownConvention());
  act(() => setUpDownConvention('green-up'));
  expect(result.current).toBe('green-up');
  expect(localStorage.getItem(UP_DOWN_STORAGE_KEY)).toBe('green-up');
  expect(document.documentElement.dataset.updown).toBe('green-up');
  expect(upDownColors().up).toEqual(upDownColors('red-up').down);
  act(() => setUpDownConvention('red-up'));
  expect(document.documentElement.dataset.updown).toBe('red-up');
});
