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
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const template = columns.map((c) => c.width).join(' ');
  const gridRow = css({ display: 'grid', alignItems: 'center', gap: '3', px: '4' });
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
                className={css({ color: 'text.muted', fontSize: 'sm', textAlign: column.align ?? 'start' })}
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
                key={rowKey(row)}
                role="row"
                aria-rowindex={item.index + 2}
                aria-label={rowLabel?.(row)}
                tabIndex={onOpen ? 0 : undefined}
                onClick={onOpen ? () => onOpen(row) : undefined}
                onKeyDown={onOpen ? (e) => e.key === 'Enter' && onOpen(row) : undefined}
                className={`${gridRow} ${css({ position: 'absolute', left: 0, right: 0, borderTop: '1px solid', borderColor: 'border', cursor: onOpen ? 'pointer' : 'default', _hover: { bg: 'surface.hover' }, _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '-2px' } })}`}
                style={{ gridTemplateColumns: template, height: item.size, transform: `translateY(${item.start}px)` }}
              >
                {columns.map((column) => (
                  <div
                    key={column.id}
                    role="cell"
                    className={css({
                      textAlign: column.align ?? 'start',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    })}
                  >
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
