import { useState, type ReactNode } from 'react';
import { Serial } from './Serial';

/** Ticked ids: the set, a toggle of one, and a way to set them all (e.g. none). */
export function useTickedIds() {
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setTicked((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { ticked, setTicked, toggle };
}

/** A scrolling list of devices to tick: a checkbox, the serial and a detail per row. */
export function SerialChecklist<T extends { id: number; serialNumber: string }>({
  items,
  ticked,
  onToggle,
  detail,
  className,
  rowClassName,
  boxClassName,
}: {
  items: readonly T[];
  ticked: ReadonlySet<number>;
  onToggle: (id: number) => void;
  detail: (item: T) => ReactNode;
  className: string;
  rowClassName: string;
  boxClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <label className={rowClassName}>
            <input
              type="checkbox"
              checked={ticked.has(item.id)}
              onChange={() => onToggle(item.id)}
              className={boxClassName}
            />
            <Serial>{item.serialNumber}</Serial>
            <span className="truncate text-slate-500">{detail(item)}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
