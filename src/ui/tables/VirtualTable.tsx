import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { SortAscendingIcon, SortDescendingIcon } from '../icons';
import type { SortDirection } from '../../lib/dataFormat/sortRows';

export type Column<T> = {
  id: string;
  header: string;
  /** Grid track, e.g. '2fr' or '96px'. Two columns may share an id when their widths never overlap. */
  width: string;
  cell: (row: T, index: number) => ReactNode;
  /** Sortable columns carry the numeric key they sort by. */
  sortKey?: (row: T) => number;
  align?: 'start' | 'end';
  /** The column shows only while the table is at least this wide (px): phones get the essential columns. */
  minWidth?: number;
  /** The column shows only while the table is narrower than this (px): a phone's compact form of wider columns. */
  maxWidth?: number;
};

export type VirtualTableProps<T> = {
  label: string;
  /** An `undefined` row is one still loading: it shows as a placeholder named `placeholderLabel`. */
  rows: readonly (T | undefined)[];
  /** Keep this array's identity stable (useMemo): rows only re-render when their row, index or columns change. */
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  sort?: { column: string; direction: SortDirection };
  /** A header's button toggles the direction (no `direction`); the phone's sort select sets both. */
  onSort?: (column: string, direction?: SortDirection) => void;
  onOpen?: (row: T) => void;
  rowLabel?: (row: T) => string;
  placeholderLabel?: string;
  /** Called with the first and last row index rendered, whenever they change (to load the rows in view). */
  onRowsInView?: (first: number, last: number) => void;
  /** Row height (px) for the table's width: a phone's rows may wrap onto two lines. Default 56. */
  rowHeight?: (tableWidth: number) => number;
  /** When this changes (a new order of the rows), the table scrolls back to its top row. */
  scrollResetKey?: string;
};

const ROW_HEIGHT = 56;
const defaultRowHeight = () => ROW_HEIGHT;
/** Before the table is measured, assume it spans the viewport less the page's padding (phones) up to the page width. */
const initialWidth = () => (typeof window === 'undefined' ? 1024 : Math.min(window.innerWidth - 32, 1168));
/** The table's own width, kept current as it resizes (window, rotation, side panels). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(initialWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
const shownAt = (width: number) => (c: { minWidth?: number; maxWidth?: number }) =>
  (c.minWidth === undefined || width >= c.minWidth) && (c.maxWidth === undefined || width < c.maxWidth);
/** Rows rendered beyond each edge of the viewport: enough to hide a frame's scroll, few enough to stay cheap. */
const OVERSCAN = 3;

// Class names computed once: css() runs at render time, and a scrolled table renders rows every frame.
const gridRow = css({ display: 'grid', alignItems: 'center', gap: { base: '2', sm: '3' }, px: { base: '3', sm: '4' } });
const bodyRow = css({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  borderTop: '1px solid',
  borderColor: 'border',
  // A row's size never depends on its content: layout and paint of one row stay inside it.
  contain: 'strict',
  _hover: { bg: 'surface.hover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '-2px' },
});
const clickable = css({ cursor: 'pointer' });
// the active column's direction, inline after its name
const sortIcon = css({ display: 'inline', verticalAlign: 'middle', ms: '1' });
const cellBase = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const headerBase = { color: 'text.muted', fontSize: 'sm' } as const;
const headerClass = {
  start: css({ ...headerBase, textAlign: 'start' }),
  end: css({ ...headerBase, textAlign: 'end' }),
};
const cellClass = { start: css({ ...cellBase, textAlign: 'start' }), end: css({ ...cellBase, textAlign: 'end' }) };
const scrollClass = css({
  overflowY: 'auto',
  contain: 'strict',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '-2px' },
});
const bodyClass = css({ position: 'relative', contain: 'layout paint' });

type RowProps<T> = {
  row: T;
  index: number;
  start: number;
  height: number;
  template: string;
  columns: readonly Column<T>[];
  label: string | undefined;
  rowKey: string;
  onOpen: ((row: T) => void) | undefined;
};

function RowView<T>({ row, index, start, height, template, columns, label, rowKey, onOpen }: RowProps<T>) {
  return (
    <div
      data-row-key={rowKey}
      role="row"
      aria-rowindex={index + 2}
      aria-label={label}
      tabIndex={onOpen ? 0 : undefined}
      onClick={onOpen ? () => onOpen(row) : undefined}
      onKeyDown={onOpen ? (e) => e.key === 'Enter' && onOpen(row) : undefined}
      className={onOpen ? `${gridRow} ${bodyRow} ${clickable}` : `${gridRow} ${bodyRow}`}
      style={{ gridTemplateColumns: template, height, transform: `translateY(${start}px)` }}
    >
      {columns.map((column) => (
        <div key={column.id} role="cell" className={cellClass[column.align ?? 'start']}>
          {column.cell(row, index)}
        </div>
      ))}
    </div>
  );
}
// Memoized: while scrolling, rows that stay in view keep their props and are skipped; only rows entering view render.
const Row = memo(RowView) as typeof RowView;

const placeholderBar = css({ h: '3', w: '60%', borderRadius: 'full', bg: 'surface.hover' });

/** A row still loading: as tall as a row, so the table keeps its height and the scroll position holds. */
const PlaceholderRow = memo(function PlaceholderRow(props: {
  index: number;
  start: number;
  height: number;
  template: string;
  columns: number;
  label: string | undefined;
}) {
  return (
    <div
      role="row"
      aria-rowindex={props.index + 2}
      aria-label={props.label}
      aria-busy="true"
      className={`${gridRow} ${bodyRow}`}
      style={{ gridTemplateColumns: props.template, height: props.height, transform: `translateY(${props.start}px)` }}
    >
      {Array.from({ length: props.columns }, (_, i) => (
        <div key={i} role="cell">
          <div className={placeholderBar} />
        </div>
      ))}
    </div>
  );
});

const frameClass = css({ border: '1px solid', borderColor: 'border', borderRadius: '2xl', overflow: 'hidden' });
const sortSelectClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  pt: '2',
  color: 'text.muted',
  fontSize: 'sm',
});
const selectClass = css({
  flex: '1',
  minW: '0',
  minH: '11',
  px: '2',
  borderRadius: 'md',
  bg: 'surface',
  border: '1px solid',
  borderColor: 'border',
  color: 'text',
  fontSize: 'md',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
});

/** The order as one choice (column and direction), for a table too narrow to show every sortable header. */
function SortSelect<T>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly Column<T>[];
  sort: { column: string; direction: SortDirection };
  onSort: (column: string, direction?: SortDirection) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={sortSelectClass}>
      <label className={css({ display: 'contents' })}>
        {t('explore.sortBy')}
        <select
          value={`${sort.column}:${sort.direction}`}
          onChange={(e) => {
            const [column, direction] = e.target.value.split(':') as [string, SortDirection];
            onSort(column, direction);
          }}
          className={selectClass}
        >
          {columns
            .filter((c, i) => c.sortKey && columns.findIndex((other) => other.id === c.id) === i)
            .flatMap((c) => [
              <option key={`${c.id}:desc`} value={`${c.id}:desc`}>
                {t('explore.sortDescending', { column: c.header })}
              </option>,
              <option key={`${c.id}:asc`} value={`${c.id}:asc`}>
                {t('explore.sortAscending', { column: c.header })}
              </option>,
            ])}
        </select>
      </label>
    </div>
  );
}

/** A table whose rows are virtualized (@tanstack/react-virtual): only the visible rows are in the DOM. */
export function VirtualTable<T>({
  label,
  rows,
  rowKey,
  sort,
  onSort,
  onOpen,
  rowLabel,
  placeholderLabel,
  onRowsInView,
  rowHeight = defaultRowHeight,
  scrollResetKey,
  columns: allColumns,
}: VirtualTableProps<T>) {
  const tableRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useWidth(tableRef);
  // Only the columns for this width: a stable array while the width stays within the same columns' range.
  const shownKey = allColumns.map(shownAt(width)).join();
  const columns = useMemo(() => {
    const shown = shownKey.split(',');
    return allColumns.filter((_, i) => shown[i] === 'true');
  }, [allColumns, shownKey]);
  const height = rowHeight(width);
  // Stable while the height holds: the virtualizer recomputes every row's offset when it changes (O(rows)).
  const estimateSize = useMemo(() => () => height, [height]);
  // The handlers the rows get are stable, so memoized rows are not re-rendered by a parent's new closures.
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  const stableOpen = useRef((row: T) => onOpenRef.current?.(row)).current;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: OVERSCAN,
    // Let React batch the scroll's re-render into the next frame instead of rendering synchronously in the handler.
    useFlushSync: false,
  });
  // A new row height (the table crossed a breakpoint) drops the measured offsets so rows are laid out anew.
  useEffect(() => virtualizer.measure(), [virtualizer, height]);
  useEffect(() => virtualizer.scrollToOffset(0), [virtualizer, scrollResetKey]);
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  useEffect(() => onRowsInView?.(first, last), [onRowsInView, first, last]);
  const template = columns.map((c) => c.width).join(' ');
  // Sortable columns a narrow table hides stay reachable through a labelled select (phones sort by volume too).
  // (a column may have a phone's form and a wide form under one id: either one shown reaches its order)
  const hidesSortable = onSort && allColumns.some((c) => c.sortKey && !columns.some((shown) => shown.id === c.id));
  return (
    <div ref={tableRef} className={frameClass}>
      {hidesSortable && sort && <SortSelect columns={allColumns} sort={sort} onSort={onSort} />}
      <div role="table" aria-label={label} aria-rowcount={rows.length + 1}>
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
                        // a touch target of 44 px (the header row's height)
                        minH: '11',
                        maxW: 'full',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                        cursor: 'pointer',
                        fontWeight: active ? 'semibold' : 'normal',
                        color: active ? 'text' : 'text.muted',
                        _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
                      })}
                    >
                      {column.header}
                      {active &&
                        (sort!.direction === 'desc' ? (
                          <SortDescendingIcon size="sm" className={sortIcon} />
                        ) : (
                          <SortAscendingIcon size="sm" className={sortIcon} />
                        ))}
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
          // the body's row group is the scroller itself: a focusable wrapper between table and rows breaks the table
          role="rowgroup"
          data-testid="virtual-table-scroll"
          className={scrollClass}
          // rows that take no focus leave the keyboard this way to scroll them (axe: scrollable-region-focusable)
          tabIndex={onOpen ? undefined : 0}
          // as tall as its rows up to a screenful: a short list leaves no empty box (the height is explicit: contain)
          style={{ height: `min(${virtualizer.getTotalSize()}px, 640px, 70vh)` }}
        >
          <div className={bodyClass} style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index];
              if (row === undefined) {
                return (
                  <PlaceholderRow
                    key={`placeholder-${item.index}`}
                    index={item.index}
                    start={item.start}
                    height={height}
                    template={template}
                    columns={columns.length}
                    label={placeholderLabel}
                  />
                );
              }
              const key = rowKey(row);
              return (
                <Row
                  key={key}
                  rowKey={key}
                  row={row}
                  index={item.index}
                  start={item.start}
                  height={height}
                  template={template}
                  columns={columns}
                  label={rowLabel?.(row)}
                  onOpen={onOpen ? stableOpen : undefined}
                />
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
