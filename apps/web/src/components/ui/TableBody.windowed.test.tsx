import { act, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TableBody } from './TableBody';

// A laid-out page, simulated: an 800 px viewport, 50 px rows, the table body at the top of
// the page. (jsdom measures everything as 0; the real layout is covered by the journeys.)
const ROW = 50;
const VIEWPORT = 800;
const restore: Array<() => void> = [];

function stub<T extends object>(target: T, key: string, descriptor: PropertyDescriptor) {
  const previous = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, ...descriptor });
  restore.push(() =>
    previous ? Object.defineProperty(target, key, previous) : Reflect.deleteProperty(target, key),
  );
}

let scrollY = 0;
beforeAll(() => {
  stub(document.documentElement, 'clientHeight', { get: () => VIEWPORT });
  stub(window, 'innerHeight', { get: () => VIEWPORT });
  stub(window, 'scrollY', { get: () => scrollY });
  stub(HTMLElement.prototype, 'offsetHeight', {
    get(this: HTMLElement) {
      return this.tagName === 'TR' ? ROW : 0;
    },
  });
  stub(window, 'scrollTo', {
    value: (options: ScrollToOptions | number, y?: number) => {
      scrollY = typeof options === 'number' ? (y ?? 0) : (options.top ?? scrollY);
      // As in a browser, the scroll event comes later, not inside the call.
      setTimeout(() => window.dispatchEvent(new Event('scroll')));
    },
  });
  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  stub(window, 'ResizeObserver', { value: NoResizeObserver, writable: true });
});
afterAll(() => restore.reverse().forEach((undo) => undo()));

const ROWS = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

function List({ rows = ROWS }: { rows?: typeof ROWS }) {
  return (
    <table aria-rowcount={rows.length + 1}>
      <thead>
        <tr aria-rowindex={1}>
          <th>Name</th>
        </tr>
      </thead>
      <TableBody rows={rows} rowKey={(row) => row.id} columns={1} estimateRowHeight={ROW}>
        {(row) => <td>{row.name}</td>}
      </TableBody>
    </table>
  );
}

const bodyRows = () => Array.from(document.querySelectorAll('tbody tr'));
const dataRows = () => bodyRows().filter((tr) => !tr.hasAttribute('aria-hidden'));
const spacers = () =>
  bodyRows()
    .filter((tr) => tr.hasAttribute('aria-hidden'))
    .map((tr) => parseFloat((tr.firstElementChild as HTMLElement).style.height));

describe('TableBody on a laid-out page', () => {
  it('renders a page of 100 rows whole, out of view too (find-in-page, printing)', async () => {
    render(<List rows={ROWS.slice(0, 100)} />);
    await act(async () => {});
    expect(dataRows()).toHaveLength(100);
    expect(spacers()).toEqual([]);
    expect(screen.getByText('Row 100')).toBeInTheDocument();
  });

  it('renders the rows in view and one more, with a spacer for the rest', async () => {
    render(<List />);
    await act(async () => {});
    // 800 px show 16 rows; one more below; a spacer holds the other 183 rows' height.
    expect(dataRows().map((tr) => tr.getAttribute('aria-rowindex'))).toEqual(
      Array.from({ length: 17 }, (_, i) => String(i + 2)),
    );
    expect(spacers()).toEqual([(200 - 17) * ROW]);
  });

  it('follows the page as it scrolls, keeping the total height', async () => {
    render(<List />);
    await act(async () => {
      window.scrollTo(0, 100 * ROW);
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    const shown = dataRows().map((tr) => Number(tr.getAttribute('aria-rowindex')) - 2);
    // Rows 100..115 are in view, plus one on each side.
    expect(shown[0]).toBe(99);
    expect(shown[shown.length - 1]).toBe(116);
    expect(screen.getByText('Row 101')).toBeInTheDocument();
    expect(screen.queryByText('Row 1')).not.toBeInTheDocument();
    const [above, below] = spacers();
    expect(above).toBe(99 * ROW);
    expect((above ?? 0) + shown.length * ROW + (below ?? 0)).toBe(200 * ROW);
  });
});
