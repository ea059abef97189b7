/**
 * The reusable data table (spec 01 §2): sticky header, clickable rows with the selected row
 * highlighted, optional pagination (5 rows by default, options 5/10/20/50, 'Linhas por página: '),
 * optional per-row switch and edit pencil, configurable body height.
 *
 * Issue 17 (decision 128): every column whose value is plain sorts by a click on its header (pt-BR
 * collation, 'Álvaro' with 'A'; `aria-sort` tells the order); `exportSource` adds 'Exportar' (CSV,
 * XLSX of every row, through the list's own API call, following the sort); `serverPaging` and
 * `onSortChange` hand the page and the sort to the server for lists that grow with the state.
 */
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Box,
  IconButton,
  InputAdornment,
  Paper,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SearchIcon from '@mui/icons-material/Search';
import {
  FILTER_MAX_LENGTH,
  rowMatches,
  sortRows,
  type ExportKind,
  type ExportValue,
  type SortDirection,
} from '@siam/domain/export';
import { ExportButton, type ExportSource } from './export-button';
import { Loading } from './loading';

export const ROWS_PER_PAGE_OPTIONS = [5, 10, 20, 50];
export const ROWS_PER_PAGE_LABEL = 'Linhas por página: ';
export const DEFAULT_TABLE_HEIGHT = 320;
export const FILTER_EMPTY = 'Nenhuma linha corresponde ao filtro.';

export interface DataTableColumn<T> {
  id: string;
  label: string;
  /** Cell content; defaults to `row[id]`. */
  render?: (row: T, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** The value the column sorts by; defaults to `row[id]` when it is a text, number or boolean. */
  sortValue?: (row: T) => ExportValue;
  /** How the value compares (dates 'AAAA-MM-DD', money, numbers); defaults to text. */
  kind?: ExportKind;
  /** false: the header does not sort. */
  sortable?: boolean;
}

export interface DataTableSort {
  id: string;
  direction: SortDirection;
}

/** The server's page of a list that grows with the state. */
export interface DataTableServerPaging {
  /** Rows in the whole list. */
  total: number;
  /** 0-based. */
  page: number;
  rowsPerPage: number;
  onChange: (page: number, rowsPerPage: number) => void;
}

export interface DataTableSwitch<T> {
  /** Column header and accessible label of each switch (the row's label is appended). */
  label: string;
  /** Controlled state; without it the table keeps the flags itself, starting from `defaultChecked`. */
  checked?: (row: T, index: number) => boolean;
  defaultChecked?: (row: T, index: number) => boolean;
  onChange?: (row: T, checked: boolean, index: number) => void;
  disabled?: (row: T, index: number) => boolean;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  /** Stable key of a row; defaults to its index. */
  getRowKey?: (row: T, index: number) => string | number;
  /** Short text naming a row in the switch and pencil labels (e.g. the student's name). */
  getRowLabel?: (row: T, index: number) => string;
  /**
   * Accessible name of the table, also its visually hidden <caption> (issue 20: every data table is
   * named, WCAG 1.3.1).
   */
  ariaLabel?: string;
  onRowClick?: (row: T, index: number) => void;
  /** Controlled selection (index in `rows`); without it the table remembers the last clicked row. */
  selectedIndex?: number | null;
  pagination?: boolean;
  defaultRowsPerPage?: number;
  rowsPerPageOptions?: number[];
  switchColumn?: DataTableSwitch<T>;
  onEdit?: (row: T, index: number) => void;
  editLabel?: string;
  /** Height of the scrolling body in px (270-320 on most screens). */
  height?: number;
  emptyMessage?: string;
  loading?: boolean;
  /** 'Exportar' in the table's toolbar: the list's API call and filters (decision 128). */
  exportSource?: ExportSource;
  /** Name of the list for the export button's label. */
  exportLabel?: string;
  /** More actions in the table's toolbar (left of 'Exportar'). */
  toolbar?: ReactNode;
  /** 'Filtrar nesta lista' in the toolbar (rows held by the table; the export keeps the same rows). */
  filterable?: boolean;
  /** The initial sort (uncontrolled). */
  defaultSort?: DataTableSort | null;
  /** Controlled sort: the rows come sorted (by the server); the table only shows and reports it. */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** The rows are one page of the server's list (`rows` is that page). */
  serverPaging?: DataTableServerPaging;
}

/** Read by screen readers, not shown (the page title already says what the table lists). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/**
 * A sortable header tells its order to assistive technology (WCAG 1.3.1, 4.1.2): 'ascending' or
 * 'descending' on the sorted column, 'none' on the others; a header that does not sort has none.
 */
export function ariaSort(
  sortable: boolean,
  direction: SortDirection | null,
): 'ascending' | 'descending' | 'none' | undefined {
  if (direction) return direction === 'asc' ? 'ascending' : 'descending';
  return sortable ? 'none' : undefined;
}

const isPlain = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function defaultCell<T>(row: T, id: string): ReactNode {
  const value = (row as Record<string, unknown>)[id];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

export function DataTable<T>({
  columns,
  rows,
  getRowKey = (_row, i) => i,
  getRowLabel,
  ariaLabel,
  onRowClick,
  selectedIndex,
  pagination = false,
  defaultRowsPerPage = 5,
  rowsPerPageOptions = ROWS_PER_PAGE_OPTIONS,
  switchColumn,
  onEdit,
  editLabel = 'Editar',
  height = DEFAULT_TABLE_HEIGHT,
  emptyMessage = 'Nenhum registro encontrado.',
  loading = false,
  exportSource,
  exportLabel,
  toolbar,
  filterable = false,
  defaultSort = null,
  sort: controlledSort,
  onSortChange,
  serverPaging,
}: DataTableProps<T>) {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(defaultRowsPerPage);
  const [clicked, setClicked] = useState<number | null>(null);
  const [flags, setFlags] = useState<Record<string, boolean>>({});
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(defaultSort);
  const [filter, setFilter] = useState('');

  const sortedByServer = onSortChange !== undefined;
  const sort = sortedByServer ? (controlledSort ?? null) : ownSort;
  const sortValueOf = (c: DataTableColumn<T>) =>
    c.sortValue ??
    ((row: T) => {
      const v = (row as Record<string, unknown>)[c.id];
      return isPlain(v) ? v : null;
    });
  const isSortable = (c: DataTableColumn<T>) =>
    c.sortable !== false &&
    (c.sortable === true ||
      c.sortValue !== undefined ||
      rows.some((row) => isPlain((row as Record<string, unknown>)[c.id])));
  const sortColumn = sort ? columns.find((c) => c.id === sort.id) : undefined;
  const filtering = filterable && !serverPaging && filter.trim() !== '';
  // Sorting and filtering keep each row's index in `rows` (selection, switches and callbacks use it).
  const ordered = useMemo(() => {
    let indexed = rows.map((row, index) => ({ row, index }));
    if (filtering) {
      indexed = indexed.filter(({ row }) =>
        rowMatches(
          columns.map((c) => ({ kind: c.kind, value: sortValueOf(c)(row) })),
          filter,
        ),
      );
    }
    if (sortedByServer || !sort || !sortColumn) return indexed;
    const value = sortValueOf(sortColumn);
    return sortRows(indexed, (x) => value(x.row), sort.direction, sortColumn.kind);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, sort?.id, sort?.direction, sortedByServer, sortColumn, filtering, filter, columns]);
  const changeSort = (id: string) => {
    const next: DataTableSort | null =
      sort?.id !== id
        ? { id, direction: 'asc' }
        : sort.direction === 'asc'
          ? { id, direction: 'desc' }
          : null;
    if (sortedByServer) onSortChange(next);
    else setOwnSort(next);
  };

  const selected = selectedIndex !== undefined ? selectedIndex : clicked;
  const lastPage = Math.max(0, Math.ceil(ordered.length / rowsPerPage) - 1);
  const currentPage = Math.min(page, lastPage);
  const start = pagination && !serverPaging ? currentPage * rowsPerPage : 0;
  const visible = pagination && !serverPaging ? ordered.slice(start, start + rowsPerPage) : ordered;
  const colSpan = columns.length + (switchColumn ? 1 : 0) + (onEdit ? 1 : 0);
  const showToolbar = Boolean(exportSource || toolbar || (filterable && !serverPaging));

  const select = (row: T, index: number) => {
    setClicked(index);
    onRowClick?.(row, index);
  };
  const onRowKey = (event: KeyboardEvent, row: T, index: number) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(row, index);
    }
  };
  const isChecked = (row: T, index: number): boolean => {
    if (!switchColumn) return false;
    if (switchColumn.checked) return switchColumn.checked(row, index);
    const key = String(getRowKey(row, index));
    return flags[key] ?? switchColumn.defaultChecked?.(row, index) ?? false;
  };
  const toggle = (row: T, index: number, checked: boolean) => {
    if (!switchColumn) return;
    if (!switchColumn.checked) setFlags((f) => ({ ...f, [String(getRowKey(row, index))]: checked }));
    switchColumn.onChange?.(row, checked, index);
  };
  const rowLabel = (row: T, index: number) => getRowLabel?.(row, index) ?? `linha ${index + 1}`;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {showToolbar ? (
        <Box
          className="no-print"
          sx={{
            display: 'flex',
            gap: 1,
            justifyContent: 'flex-end',
            alignItems: 'center',
            flexWrap: 'wrap',
            px: 1.5,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {filterable && !serverPaging ? (
            <TextField
              size="small"
              value={filter}
              onChange={(e) => {
                setFilter(e.target.value.slice(0, FILTER_MAX_LENGTH));
                setPage(0);
              }}
              placeholder="Filtrar nesta lista"
              sx={{ mr: 'auto', minWidth: 220 }}
              slotProps={{
                htmlInput: { 'aria-label': `Filtrar ${ariaLabel ?? 'a lista'}` },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          ) : null}
          {toolbar}
          {exportSource ? (
            <ExportButton
              {...exportSource}
              query={filtering ? { ...exportSource.query, filtro: filter.trim() } : exportSource.query}
              sort={sort}
              label={exportLabel ?? ariaLabel}
              disabled={loading || (!serverPaging && ordered.length === 0) || serverPaging?.total === 0}
            />
          ) : null}
        </Box>
      ) : null}
      <TableContainer sx={{ maxHeight: height, minHeight: Math.min(height, 120) }}>
        <Table stickyHeader size="small" aria-label={ariaLabel}>
          {ariaLabel ? <caption style={visuallyHidden}>{ariaLabel}</caption> : null}
          <TableHead>
            <TableRow>
              {columns.map((c) => {
                const active = sort?.id === c.id;
                const sortable = isSortable(c);
                return (
                  <TableCell
                    key={c.id}
                    align={c.align}
                    sx={{ width: c.width }}
                    aria-sort={ariaSort(sortable, active ? sort.direction : null)}
                  >
                    {sortable ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? sort.direction : 'asc'}
                        onClick={() => changeSort(c.id)}
                        title={`Ordenar por ${c.label}`}
                      >
                        {c.label}
                      </TableSortLabel>
                    ) : (
                      c.label
                    )}
                  </TableCell>
                );
              })}
              {switchColumn ? <TableCell align="center">{switchColumn.label}</TableCell> : null}
              {onEdit ? (
                <TableCell align="center" sx={{ width: 72 }}>
                  {editLabel}
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading ? (
              <TableRow>
                <TableCell colSpan={colSpan}>
                  <Loading minHeight={80} />
                </TableCell>
              </TableRow>
            ) : visible.length === 0 ? (
              <TableRow>
                <TableCell colSpan={colSpan}>
                  <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                    {filtering && rows.length > 0 ? FILTER_EMPTY : emptyMessage}
                  </Typography>
                </TableCell>
              </TableRow>
            ) : (
              visible.map(({ row, index }) => {
                const isSelected = selected === index;
                return (
                  <TableRow
                    key={getRowKey(row, index)}
                    hover={Boolean(onRowClick)}
                    selected={isSelected}
                    aria-selected={onRowClick ? isSelected : undefined}
                    tabIndex={onRowClick ? 0 : undefined}
                    onClick={onRowClick ? () => select(row, index) : undefined}
                    onKeyDown={onRowClick ? (e) => onRowKey(e, row, index) : undefined}
                    sx={onRowClick ? { cursor: 'pointer' } : undefined}
                  >
                    {columns.map((c) => (
                      <TableCell key={c.id} align={c.align}>
                        {c.render ? c.render(row, index) : defaultCell(row, c.id)}
                      </TableCell>
                    ))}
                    {switchColumn ? (
                      <TableCell align="center" onClick={(e) => e.stopPropagation()}>
                        <Switch
                          checked={isChecked(row, index)}
                          disabled={switchColumn.disabled?.(row, index)}
                          onChange={(_e, checked) => toggle(row, index, checked)}
                          slotProps={{
                            input: { 'aria-label': `${switchColumn.label}: ${rowLabel(row, index)}` },
                          }}
                        />
                      </TableCell>
                    ) : null}
                    {onEdit ? (
                      <TableCell align="center" onClick={(e) => e.stopPropagation()}>
                        <Tooltip title={editLabel}>
                          <IconButton
                            size="small"
                            color="primary"
                            aria-label={`${editLabel}: ${rowLabel(row, index)}`}
                            onClick={() => onEdit(row, index)}
                          >
                            <EditOutlinedIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    ) : null}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination || serverPaging ? (
        <Box sx={{ borderTop: 1, borderColor: 'divider' }} className="no-print">
          <TablePagination
            component="div"
            count={serverPaging ? serverPaging.total : ordered.length}
            page={serverPaging ? serverPaging.page : currentPage}
            onPageChange={(_e, p) =>
              serverPaging ? serverPaging.onChange(p, serverPaging.rowsPerPage) : setPage(p)
            }
            rowsPerPage={serverPaging ? serverPaging.rowsPerPage : rowsPerPage}
            rowsPerPageOptions={rowsPerPageOptions}
            onRowsPerPageChange={(e) => {
              if (serverPaging) {
                serverPaging.onChange(0, Number(e.target.value));
                return;
              }
              setRowsPerPage(Number(e.target.value));
              setPage(0);
            }}
            labelRowsPerPage={ROWS_PER_PAGE_LABEL}
            labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
            getItemAriaLabel={(type) =>
              type === 'next'
                ? 'Próxima página'
                : type === 'previous'
                  ? 'Página anterior'
                  : type === 'first'
                    ? 'Primeira página'
                    : 'Última página'
            }
          />
        </Box>
      ) : null}
    </Paper>
  );
}
