import { and, asc, gte, lte } from 'drizzle-orm';
import { eventoCalendario } from '../../db/schema/calendar';
import type { Db } from '../../db/types';

export interface CalendarEvent {
  id: number;
  data: string;
  dataFim: string;
  nome: string;
  categoria: string;
}

/** Events that overlap [from, to] (dates 'YYYY-MM-DD'). */
export function findEventsBetween(db: Db, from: string, to: string): Promise<CalendarEvent[]> {
  return db
    .select({
      id: eventoCalendario.id,
      data: eventoCalendario.data,
      dataFim: eventoCalendario.dataFim,
      nome: eventoCalendario.nome,
      categoria: eventoCalendario.categoria,
    })
    .from(eventoCalendario)
    .where(and(lte(eventoCalendario.data, to), gte(eventoCalendario.dataFim, from)))
    .orderBy(asc(eventoCalendario.data), asc(eventoCalendario.id));
}
