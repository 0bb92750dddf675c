import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableBody } from './TableBody';

const rows = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

function List() {
  return (
    <table aria-label="List" aria-rowcount={rows.length + 1}>
      <thead>
        <tr aria-rowindex={1}>
          <th>Name</th>
          <th>Action</th>
        </tr>
      </thead>
      <TableBody rows={rows} rowKey={(row) => row.id} columns={2}>
        {(row) => (
          <>
            <td>{row.name}</td>
            <td>
              <button type="button">Open {row.name}</button>
            </td>
          </>
        )}
      </TableBody>
    </table>
  );
}

describe('TableBody', () => {
  // jsdom lays nothing out (every size is 0): there the body renders every row, as before.
  it('renders every row, each with its aria-rowindex, where nothing is laid out', () => {
    render(<List />);
    const table = screen.getByRole('table', { name: 'List' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(40);
    expect(bodyRows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(bodyRows[39]).toHaveAttribute('aria-rowindex', '41');
    expect(bodyRows[39]).toHaveTextContent('Row 40');
    expect(table.querySelectorAll('tr[aria-hidden]')).toHaveLength(0);
  });

  it('keeps the rows in order while the page re-renders', () => {
    const { rerender } = render(<List />);
    act(() => rerender(<List />));
    const names = screen.getAllByRole('cell').filter((_, i) => i % 2 === 0);
    expect(names.map((cell) => cell.textContent)).toEqual(rows.map((row) => row.name));
  });
});
