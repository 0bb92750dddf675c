import {
  defaultRangeExtractor,
  measureElement,
  useWindowVirtualizer,
  type Range,
} from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type Key,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';

/**
 * A body of at most this many rows (a list's largest page) renders whole: find-in-page, printing
 * and screen readers see every row of the page. Only longer bodies (an order's machines) window.
 */
const WHOLE_BODY_ROWS = 100;

/** Rows kept beyond each edge of the viewport: enough for Tab to reach the next row. */
const OVERSCAN = 1;

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let layoutEngine: boolean | undefined;

/**
 * Whether the page is laid out (a browser): jsdom, which runs the component tests, measures
 * everything as 0, and there the body renders every row.
 */
function hasLayout(): boolean {
  layoutEngine ??= typeof document !== 'undefined' && document.documentElement.clientHeight > 0;
  return layoutEngine;
}

function tabbables(row: Element): HTMLElement[] {
  return Array.from(row.querySelectorAll<HTMLElement>(TABBABLE));
}

export interface TableBodyProps<T> {
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** The row's cells. */
  children: (row: T, index: number) => ReactNode;
  /** The table's column count (the spacer rows span them all). */
  columns: number;
  className?: string;
  rowClassName?: string;
  /** Data attributes of a row (`data-testid`, `data-serial`). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  /** A typical row's height in px, used until rows are measured. */
  estimateRowHeight?: number;
  /** Header rows above the body, for `aria-rowindex` (the table's `aria-rowcount` adds them). */
  headerRows?: number;
}

/**
 * A list table's `<tbody>`. A page of a list (up to WHOLE_BODY_ROWS rows) renders every row.
 * A longer body is windowed: only the rows in the viewport (the page scrolls as a whole)
 * plus one on each side are in the DOM; spacer rows above and below keep the scroll height. Rows
 * carry `aria-rowindex` (give the table `aria-rowcount={rows.length + 1}` and the header row
 * `aria-rowindex={1}`), so assistive technology still knows each row's place. A row holding focus
 * stays rendered while scrolled away, and Tab from the last rendered row moves on to the next one
 * as it would without windowing. Printing renders every row.
 */
export function TableBody<T>({
  rows,
  rowKey,
  children,
  columns,
  className,
  rowClassName,
  rowData,
  estimateRowHeight = 64,
  headerRows = 1,
}: TableBodyProps<T>) {
  const [laidOut] = useState(hasLayout);
  // Printing lays out every row (the printout is not scrolled).
  const [printing, setPrinting] = useState(false);
  const windowed = laidOut && !printing && rows.length > WHOLE_BODY_ROWS;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [focused, setFocused] = useState<number | null>(null);
  const pendingFocus = useRef<{ index: number; last: boolean } | null>(null);
  // Rows not measured yet are taken to be as tall as the measured ones on average (rows are
  // much taller as cards on a phone than as table rows on a desktop).
  const measured = useRef({ total: 0, count: 0 });
  const estimate = () =>
    measured.current.count > 0
      ? measured.current.total / measured.current.count
      : estimateRowHeight;

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
      return [...indexes, focused].sort((a, b) => a - b);
    },
    [focused],
  );

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    enabled: windowed,
    estimateSize: estimate,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row, index);
    },
    rangeExtractor,
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      // A hidden table (display: none at this width) measures 0: keep the estimate.
      if (size <= 0) return estimate();
      measured.current.total += size;
      measured.current.count += 1;
      return size;
    },
  });

  const items = windowed ? virtualizer.getVirtualItems() : [];
  const rendered = !windowed || items.length > 0;

  // Columns keep their widths while rows come and go: the automatic table layout would size
  // them to the rows in view, and they would shift sideways while scrolling. The widths are
  // taken from the header once rows (of new data) are rendered, and again when the table's
  // box changes width; a table shown as blocks (cards on a phone) or hidden is left alone.
  useLayoutEffect(() => {
    const table = bodyRef.current?.closest('table');
    const head = table?.tHead?.rows[0];
    const box = table?.parentElement;
    if (!laidOut || !rendered || !table || !head || !box) return;
    const cells = Array.from(head.cells);
    let boxWidth = -1;
    const lock = () => {
      boxWidth = box.clientWidth;
      table.style.tableLayout = '';
      for (const cell of cells) cell.style.width = '';
      if (!windowed || table.offsetWidth === 0 || getComputedStyle(table).display !== 'table') {
        return;
      }
      const widths = cells.map((cell) => cell.getBoundingClientRect().width);
      cells.forEach((cell, i) => (cell.style.width = `${widths[i]}px`));
      table.style.tableLayout = 'fixed';
    };
    lock();
    const observer = new ResizeObserver(() => {
      if (box.clientWidth !== boxWidth) lock();
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [laidOut, windowed, rendered, rows]);

  useEffect(() => {
    if (!laidOut) return;
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [laidOut]);

  // Where the body starts on the page: it moves when anything above it changes height.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!windowed || !body) return;
    const update = () => {
      const top = body.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((previous) => (Math.abs(previous - top) < 1 ? previous : top));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [windowed]);

  // Tab was pressed at the edge of the rendered rows: focus the next row once it is rendered.
  useEffect(() => {
    const pending = pendingFocus.current;
    const row = pending && bodyRef.current?.querySelector(`tr[data-index="${pending.index}"]`);
    if (!pending || !row) return;
    pendingFocus.current = null;
    const list = tabbables(row);
    (pending.last ? list[list.length - 1] : list[0])?.focus();
  });

  const rowIndexOf = (target: EventTarget | null): number | null => {
    const row = target instanceof Element ? target.closest('tr[data-index]') : null;
    return row ? Number(row.getAttribute('data-index')) : null;
  };

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const index = rowIndexOf(event.target);
    if (index !== focused) setFocused(index);
  };
  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (!windowed || event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const index = rowIndexOf(event.target);
    const row = event.target instanceof Element ? event.target.closest('tr[data-index]') : null;
    if (index === null || !row) return;
    const list = tabbables(row);
    const edge = event.shiftKey ? list[0] : list[list.length - 1];
    const next = index + (event.shiftKey ? -1 : 1);
    if (event.target !== edge || next < 0 || next >= rows.length) return;
    if (bodyRef.current?.querySelector(`tr[data-index="${next}"]`)) return; // the browser's Tab
    event.preventDefault();
    pendingFocus.current = { index: next, last: event.shiftKey };
    virtualizer.scrollToIndex(next);
  };

  const row = (item: T, index: number, measure?: (node: Element | null) => void) => (
    <tr
      key={rowKey(item, index)}
      ref={measure}
      data-index={index}
      aria-rowindex={index + 1 + headerRows}
      className={rowClassName}
      {...rowData?.(item)}
    >
      {children(item, index)}
    </tr>
  );

  const spacer = (key: string, height: number) => (
    <tr key={key} aria-hidden="true" style={{ border: 0 }}>
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );

  let content: ReactNode[];
  if (!windowed) {
    content = rows.map((item, index) => row(item, index));
  } else {
    content = [];
    const start = virtualizer.options.scrollMargin;
    let cursor = start;
    for (const virtual of items) {
      const item = rows[virtual.index];
      if (item === undefined) continue;
      if (virtual.start - cursor >= 1)
        content.push(spacer(`gap-${virtual.index}`, virtual.start - cursor));
      content.push(row(item, virtual.index, virtualizer.measureElement));
      cursor = virtual.end;
    }
    const end = start + virtualizer.getTotalSize();
    if (end - cursor >= 1) content.push(spacer('gap-end', end - cursor));
  }

  return (
    <tbody
      ref={bodyRef}
      className={className}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {content}
    </tbody>
  );
}
