import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { nextSort } from '../../lib/list/list-params';
import type { Column } from './columns';
import { DataTable, type TableStates } from './DataTable';
import { narrowScreen } from '../../test/media';

type Row = { id: number; name: string; city: string };
const ROWS: Row[] = [
  { id: 1, name: 'Asha', city: 'Pune' },
  { id: 2, name: 'Ravi', city: 'Surat' },
];
const COLUMNS: Column<Row, 'name'>[] = [
  { key: 'name', header: 'Name', sort: 'name', cell: (r) => r.name },
  { key: 'city', header: 'City', cell: (r) => r.city },
  { key: 'open', header: 'Actions', hideHeader: true, cell: (r) => `Open ${r.name}` },
];

function People({ rows = ROWS, states }: { rows?: Row[]; states?: TableStates }) {
  const [view, setView] = useState<{ sort: 'name' | null; order: 'asc' | 'desc' }>({
    sort: null,
    order: 'asc',
  });
  const [picked, setPicked] = useState<number[]>([]);
  return (
    <DataTable
      label="People"
      rows={rows}
      rowKey={(r) => r.id}
      columns={COLUMNS}
      states={states}
      sort={{ ...view, onSort: (c) => setView(nextSort(view, c)) }}
      selection={{
        isSelected: (r) => picked.includes(r.id),
        toggle: (r) => setPicked((old) => [...old, r.id]),
        pageState: picked.length === rows.length ? 'all' : picked.length > 0 ? 'some' : 'none',
        togglePage: () => setPicked(rows.map((r) => r.id)),
        pageLabel: 'Select this page',
        rowLabel: (r) => `Select ${r.name}`,
      }}
    />
  );
}

const phone = () => narrowScreen('max-width: 639px');

afterEach(() => vi.restoreAllMocks());

describe('DataTable', () => {
  it('names the table, its columns (a hidden header for screen readers only) and counts its rows', () => {
    render(<People />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('aria-rowcount', '3');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Name', 'City', 'Actions']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('AshaPuneOpen Asha');
  });

  it('a sortable header sorts (asc, then desc); a row checkbox and the page one select', async () => {
    const user = userEvent.setup();
    render(<People />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('checkbox', { name: 'Select Ravi' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ravi' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select this page' })).toBePartiallyChecked();
  });

  it('shows loading, then a failure with Try again, then the empty text, instead of rows', async () => {
    const retry = vi.fn();
    const { rerender } = render(<People states={{ loading: 'Loading people…' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading people…');
    expect(screen.queryByRole('table')).toBeNull();

    rerender(<People states={{ failed: { title: 'Could not load', onRetry: retry } }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();

    rerender(<People rows={[]} states={{ empty: { title: 'No people', hint: 'Add one' } }} />);
    expect(screen.getByRole('status')).toHaveTextContent('No peopleAdd one');
  });

  it('on a phone shows a card per row (header and cell) under a sort bar', async () => {
    phone();
    const user = userEvent.setup();
    render(<People />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('NameAshaCityPuneOpen Asha');
    expect(within(cards[0]!).getByRole('checkbox', { name: 'Select Asha' })).not.toBeChecked();
    const bar = screen.getByRole('group', { name: 'Sort by' });
    await user.click(within(bar).getByRole('button', { name: 'Name' }));
    expect(within(bar).getByRole('button', { name: 'Name (ascending)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
