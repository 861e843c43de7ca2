import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Tabs as WAI-ARIA describes them: arrow keys move between tabs, Home/End jump, and only
 * the selected tab is in the Tab order.
 */
export function Tabs({ items, selected, onSelect, label }: { items: TabItem[]; selected: string; onSelect: (id: string) => void; label: string }) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(0, items.findIndex((t) => t.id === selected));

  function onKeyDown(event: KeyboardEvent) {
    const last = items.length - 1;
    const next = { ArrowRight: index + 1 > last ? 0 : index + 1, ArrowLeft: index - 1 < 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(items[next]!.id);
    refs.current[next]?.focus();
  }

  return (
    <div className="aff-tabs">
      <div role="tablist" aria-label={label} className="aff-tabs__list" onKeyDown={onKeyDown}>
        {items.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-controls={`${base}-panel-${t.id}`}
            aria-selected={i === index}
            tabIndex={i === index ? 0 : -1}
            className="aff-tabs__tab"
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {items.map((t, i) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${base}-panel-${t.id}`}
          aria-labelledby={`${base}-tab-${t.id}`}
          hidden={i !== index}
          tabIndex={0}
          className="aff-tabs__panel"
        >
          {i === index && t.panel}
        </div>
      ))}
    </div>
  );
}
