import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { nextSort } from './list-params';
import { SortableTh } from './SortableTh';
import { SortBar } from './SortBar';

type Col = 'name' | 'city';

function Header() {
  const [view, setView] = useState<{ sort: Col | null; order: 'asc' | 'desc' }>({
    sort: null,
    order: 'asc',
  });
  const sort = { ...view, onSort: (c: Col) => setView(nextSort(view, c)) };
  return (
    <>
      <table>
        <thead>
          <tr>
            <SortableTh column="name" {...sort}>
              Name
            </SortableTh>
            <SortableTh column="city" {...sort}>
              City
            </SortableTh>
          </tr>
        </thead>
      </table>
      <SortBar
        columns={[
          { column: 'name', label: 'By name' },
          { column: 'city', label: 'By city' },
        ]}
        {...sort}
      />
    </>
  );
}

const th = (name: string) => screen.getByRole('columnheader', { name });
const arrow = (name: string) => th(name).querySelector('svg')!.getAttribute('data-sort');

describe('SortableTh', () => {
  it('keeps the column name as its text and starts unsorted (aria-sort none)', () => {
    render(<Header />);
    expect(th('Name')).toHaveTextContent(/^Name$/);
    expect(th('Name')).toHaveAttribute('aria-sort', 'none');
    expect(arrow('Name')).toBe('none');
  });

  it('Enter sorts ascending, Space flips to descending; the other column goes back to none', async () => {
    const user = userEvent.setup();
    render(<Header />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(th('Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(arrow('Name')).toBe('asc');
    await user.keyboard(' ');
    expect(th('Name')).toHaveAttribute('aria-sort', 'descending');
    expect(arrow('Name')).toBe('desc');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(th('City')).toHaveAttribute('aria-sort', 'ascending');
    expect(th('Name')).toHaveAttribute('aria-sort', 'none');
  });

  it('a click sorts too, and the card sort bar shows the same state (pressed, direction said)', async () => {
    const user = userEvent.setup();
    render(<Header />);
    await user.click(screen.getByRole('button', { name: 'City' }));
    expect(screen.getByRole('button', { name: 'By city (ascending)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'By name' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'By city (ascending)' }));
    expect(th('City')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('group', { name: 'Sort by' })).toBeInTheDocument();
  });
});
