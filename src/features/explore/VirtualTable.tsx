import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { css } from '#styled-system/css';
import type { SortDirection } from './sortRows';

export type Column<T> = {
  id: string;
  header: string;
  /** Grid track, e.g. '2fr' or '96px'. */
  width: string;
  cell: (row: T, index: number) => ReactNode;
  /** Sortable columns carry the numeric key they sort by. */
  sortKey?: (row: T) => number;
  align?: 'start' | 'end';
};

export type VirtualTableProps<T> = {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  sort?: { column: string; direction: SortDirection };
  onSort?: (column: string) => void;
  onOpen?: (row: T) => void;
  rowLabel?: (row: T) => string;
};

const ROW_HEIGHT = 56;
/** Rows are keyed by slot (index modulo this), so scrolling reuses their DOM nodes instead of rebuilding them. */
const ROW_SLOTS = 64;
// Stable identities: the virtualizer recomputes every row's offset when these change (O(rows) per render).
const estimateRowSize = () => ROW_HEIGHT;

// Class names computed once: css() runs at render time, and a scrolled table renders rows every frame.
const gridRow = css({ display: 'grid', alignItems: 'center', gap: '3', px: '4' });
const bodyRow = css({
  position: 'absolute',
  left: 0,
  right: 0,
  borderTop: '1px solid',
  borderColor: 'border',
  _hover: { bg: 'surface.hover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '-2px' },
});
const clickable = css({ cursor: 'pointer' });
const cellBase = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const headerBase = { color: 'text.muted', fontSize: 'sm' } as const;
const headerClass = {
  start: css({ ...headerBase, textAlign: 'start' }),
  end: css({ ...headerBase, textAlign: 'end' }),
};
const cellClass = { start: css({ ...cellBase, textAlign: 'start' }), end: css({ ...cellBase, textAlign: 'end' }) };

/** A table whose rows are virtualized (@tanstack/react-virtual): only the visible rows are in the DOM. */
export function VirtualTable<T>({
  label,
  rows,
  columns,
  rowKey,
  sort,
  onSort,
  onOpen,
  rowLabel,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: estimateRowSize,
    overscan: 8,
  });
  const template = columns.map((c) => c.width).join(' ');
  return (
    <div
      role="table"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      className={css({ border: '1px solid', borderColor: 'border', borderRadius: '2xl', overflow: 'hidden' })}
    >
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={gridRow} style={{ gridTemplateColumns: template, height: 44 }}>
          {columns.map((column) => {
            const active = sort?.column === column.id;
            return (
              <div
                key={column.id}
                role="columnheader"
                aria-sort={active ? (sort!.direction === 'desc' ? 'descending' : 'ascending') : undefined}
                className={headerClass[column.align ?? 'start']}
              >
                {column.sortKey && onSort ? (
                  <button
                    type="button"
                    onClick={() => onSort(column.id)}
                    className={css({
                      cursor: 'pointer',
                      fontWeight: active ? 'semibold' : 'normal',
                      color: active ? 'text' : 'text.muted',
                      _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
                    })}
                  >
                    {column.header}
                    {active ? (sort!.direction === 'desc' ? ' ↓' : ' ↑') : ''}
                  </button>
                ) : (
                  column.header
                )}
              </div>
            );
          })}
        </div>
      </div>
      <div
        ref={scrollRef}
        data-testid="virtual-table-scroll"
        className={css({ h: 'min(640px, 70vh)', overflowY: 'auto' })}
      >
        <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]!;
            return (
              <div
                key={item.index % ROW_SLOTS}
                data-row-key={rowKey(row)}
                role="row"
                aria-rowindex={item.index + 2}
                aria-label={rowLabel?.(row)}
                tabIndex={onOpen ? 0 : undefined}
                onClick={onOpen ? () => onOpen(row) : undefined}
                onKeyDown={onOpen ? (e) => e.key === 'Enter' && onOpen(row) : undefined}
                className={`${gridRow} ${bodyRow} ${onOpen ? clickable : ''}`}
                style={{ gridTemplateColumns: template, height: item.size, transform: `translateY(${item.start}px)` }}
              >
                {columns.map((column) => (
                  <div key={column.id} role="cell" className={cellClass[column.align ?? 'start']}>
                    {column.cell(row, item.index)}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
