import type { Db } from '../../db/types';
import { findEventsBetween } from './calendar.repository';

export function createCalendarService(db: Db) {
  return {
    /** The events of a year (those that start, end or run in it). */
    eventsOfYear: (ano: number) => findEventsBetween(db, `${ano}-01-01`, `${ano}-12-31`),
  };
}
