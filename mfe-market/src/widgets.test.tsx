// The Home widgets contract with the shell: every widget declares its height (the shell reserves
// exactly that), and the widget draws itself at it.
import { screen } from '@testing-library/react';
import { pendingTransport as pending, renderWithProviders } from '@app/shared/testing';
import { heights, widgets } from './widgets';

describe('market ./widgets', () => {
  it('declares a height in rem for every widget, and nothing else', () => {
    expect(Object.keys(heights).sort()).toEqual(Object.keys(widgets).sort());
    for (const h of Object.values(heights)) expect(h).toMatch(/^\d+(\.\d+)?rem$/);
  });

  it('HomeQuotes draws itself at its declared height, before any data', () => {
    const { HomeQuotes } = widgets;
    renderWithProviders(<HomeQuotes />, { transport: pending });
    expect(screen.getByTestId('home-quotes').style.height).toBe(heights.HomeQuotes);
  });
});
