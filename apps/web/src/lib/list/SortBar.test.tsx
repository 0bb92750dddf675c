import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import type { ListSpec } from './list-params';
import { SortBar } from './SortBar';
import { useListState } from './use-list-state';

type Sort = 'name' | 'createdAt';
const SPEC: ListSpec<never, Sort> = {
  filters: {},
  sorts: ['name', 'createdAt'],
  defaultPageSize: 25,
  defaultSort: { sort: 'createdAt', order: 'desc' },
};

function CardList() {
  const list = useListState(SPEC);
  return (
    <>
      <SortBar
        columns={[
          { column: 'name', label: 'Name' },
          { column: 'createdAt', label: 'Created' },
        ]}
        {...list.tableSort}
      />
      <output>{JSON.stringify(list.query)}</output>
    </>
  );
}

function mount(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <CardList /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.getAttribute('aria-label'));

describe('a card list sort bar', () => {
  it("shows the server's default order as the pressed sort before anything is chosen", () => {
    mount('/list');
    expect(pressed()).toEqual(['Created (descending)']);
    // The request is the plain list's: the server keeps its own default order.
    expect(screen.getByRole('status')).toHaveTextContent('{"page":1,"pageSize":25}');
  });

  it('pressing the default sort flips it; another column takes over', async () => {
    const user = userEvent.setup();
    const router = mount('/list');
    await user.click(screen.getByRole('button', { name: 'Created (descending)' }));
    expect(router.state.location.search).toBe('?sort=createdAt&order=asc');
    expect(pressed()).toEqual(['Created (ascending)']);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(pressed()).toEqual(['Name (ascending)']);
  });

  it('a sort chosen in the link wins over the default', () => {
    mount('/list?sort=name&order=desc');
    expect(pressed()).toEqual(['Name (descending)']);
  });
});
