/**
 * The state of a list the server pages and sorts (issue 17 item 3, decision 130): the page, rows per
 * page and sort the DataTable shows, as the API's query (`pagina` from 1, `tamanhoPagina`, `ordenar`,
 * `ordem`). A new sort or filter goes back to the first page.
 */
import { useEffect, useState } from 'react';
import type { DataTableServerPaging, DataTableSort } from '../components/data-table';

export function useServerPaging(defaultSort: DataTableSort | null, defaultRowsPerPage = 20) {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(defaultRowsPerPage);
  const [sort, setSort] = useState<DataTableSort | null>(defaultSort);
  return {
    /** The API's paging parameters. */
    query: {
      pagina: page + 1,
      tamanhoPagina: rowsPerPage,
      ordenar: sort?.id,
      ordem: sort?.direction,
    },
    sort,
    onSortChange: (next: DataTableSort | null) => {
      setSort(next);
      setPage(0);
    },
    serverPaging: (total: number): DataTableServerPaging => ({
      total,
      page,
      rowsPerPage,
      onChange: (p, size) => {
        setPage(p);
        setRowsPerPage(size);
      },
    }),
    firstPage: () => setPage(0),
  };
}

/** `value` once it stopped changing for `ms` (a filter typed letter by letter). */
export function useDebouncedValue<T>(value: T, ms = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
