import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabKeyTarget } from '../../components/ui/tab-keys';
import { tabClass, tabListClass } from '../../components/ui/tab-style';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  icon?: ReactNode;
}

/**
 * WAI-ARIA tabs: one tab stop, arrow keys / Home / End move between tabs (and select them).
 * The panel is rendered by the caller with `tabPanelProps`.
 */
export function Tabs<K extends string>({
  id,
  label,
  items,
  selected,
  onSelect,
}: {
  id: string;
  label: string;
  items: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabKeyTarget(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    const item = items[target];
    if (!item) return;
    onSelect(item.key);
    refs.current.get(item.key)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={tabListClass}>
      {items.map((item, index) => {
        const active = item.key === selected;
        return (
          <button
            key={item.key}
            ref={(node) => {
              if (node) refs.current.set(item.key, node);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={active}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={tabClass(active)}
          >
            {item.icon}
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export function tabPanelProps(id: string, key: string) {
  return {
    role: 'tabpanel' as const,
    id: `${id}-panel-${key}`,
    'aria-labelledby': `${id}-tab-${key}`,
    tabIndex: 0,
  };
}
