/**
 * Rows already in memory handed to `reply.sendExport` (decision 128), sorted as the table asked
 * (`ordenar`, `ordem`): the plugin sorts only the lists it makes from a handler's answer.
 */
import type { FastifyRequest } from 'fastify';
import { sortRows, type ExportSheet } from '@siam/domain/export';

export async function* exportPages<Row>(
  request: FastifyRequest,
  sheet: ExportSheet<Row>,
  rows: readonly Row[],
): AsyncIterable<readonly Row[]> {
  const sort = request.exporting?.sort;
  const column = sort ? sheet.columns.find((c) => c.id === sort.id) : undefined;
  yield sort && column ? sortRows(rows, column.value, sort.direction, column.kind) : rows;
}
