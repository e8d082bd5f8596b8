import { fakeTransport, refuse, renderWithProviders } from '@app/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { PATH, paths } from '@app/shared/routes';
import { HelpDetailPage, HelpListPage, HelpPage } from './HelpPages';

const CATEGORY = { id: 3, title: 'Withdrawal', summary: 'Limits and hours', icon: 'withdraw', count: 2 };

describe('help centre', () => {
  it('the menu lists the provider categories, each opening its question list', async () => {
    const edge = fakeTransport({ 'help/categories': [CATEGORY, { ...CATEGORY, id: 4, title: 'Trading', icon: 'trade' }] });
    renderWithProviders(<HelpPage />, { route: PATH.help, transport: edge.transport });
    const links = await screen.findAllByTestId('help-category');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([paths.helpList({ category: 3 }), paths.helpList({ category: 4 })]);
    expect(links[0].textContent).toContain('2 questions');
  });

  it('the list shows the questions of ?category= and opens a question', async () => {
    const edge = fakeTransport({ 'help/list': { category: CATEGORY, list: [{ id: 7, categoryId: 3, title: 'When can I withdraw?' }] } });
    const { location } = renderWithProviders(<HelpListPage />, { route: paths.helpList({ category: 3 }), transport: edge.transport });
    fireEvent.click(await screen.findByText('When can I withdraw?'));
    expect(edge.calls[0].body).toEqual({ categoryId: 3 });
    expect(location().pathname + location().search).toBe(paths.helpDetail({ id: 7 }));
  });

  it('the detail shows the answer as plain text paragraphs (markup stays text)', async () => {
    const edge = fakeTransport({
      'help/detail': { id: 7, categoryId: 3, title: 'Q', answer: 'First <b>para</b>.\n\nSecond para.', updatedAt: 0 },
    });
    const { container } = renderWithProviders(<HelpDetailPage />, { route: paths.helpDetail({ id: 7 }), transport: edge.transport });
    expect(await screen.findByText('First <b>para</b>.')).toBeTruthy();
    expect(screen.getByText('Second para.')).toBeTruthy();
    expect(container.querySelector('article b')).toBeNull();
  });

  it('an unknown or malformed id shows "does not exist" with a way back', async () => {
    const edge = fakeTransport({ 'help/detail': refuse(2630, 'This help topic does not exist') });
    renderWithProviders(<HelpDetailPage />, { route: paths.helpDetail({ id: 999 }), transport: edge.transport });
    expect(await screen.findByText('This help topic does not exist')).toBeTruthy();
    renderWithProviders(<HelpListPage />, { route: `${PATH.helpList}?category=abc` });
    expect(screen.getAllByRole('link', { name: 'Back to the help centre' })[1].getAttribute('href')).toBe(PATH.help);
  });
});
