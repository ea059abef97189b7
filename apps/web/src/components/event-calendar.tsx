/**
 * The home calendar (spec 01 §2): MUI X DateCalendar in pt-BR, days with events marked with a dot in
 * the category colour, and the selected day's events (or NO_EVENTS_MESSAGE) listed beside it.
 * Events of the shown year come from GET /api/Calendario/Eventos?ano=.
 */
import { createContext, useContext, useMemo, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { useQuery } from '@tanstack/react-query';
import { CALENDAR_CATEGORIES, NO_EVENTS_MESSAGE, type CalendarCategory } from '@siam/domain/calendar';
import { formatDateBR } from '@siam/domain/dates';
import type { CalendarEvent } from '@siam/domain/contracts/calendar';
import { api } from '../api/client';

const FALLBACK_COLOUR = '#546e7a';
/** Longest event span expanded day by day (a guard against a bad date range). */
const MAX_SPAN_DAYS = 400;

export function eventCategory(categoria: string): CalendarCategory {
  return (
    CALENDAR_CATEGORIES.find((c) => c.id === categoria || c.nome === categoria) ?? {
      id: categoria,
      nome: categoria,
      cor: FALLBACK_COLOUR,
    }
  );
}

/**
 * Events indexed by day ('YYYY-MM-DD'); an event from `data` to `dataFim` marks every day between (no
 * `dataFim`, or an invalid one: a one-day event).
 */
export function eventsByDay<E extends Pick<CalendarEvent, 'data'> & { dataFim: string | null }>(
  events: readonly E[],
): Map<string, E[]> {
  const map = new Map<string, E[]>();
  for (const event of events) {
    const start = dayjs(event.data);
    if (!start.isValid()) continue;
    const end = event.dataFim && dayjs(event.dataFim).isValid() ? dayjs(event.dataFim) : start;
    const days = Math.min(Math.max(end.diff(start, 'day'), 0), MAX_SPAN_DAYS);
    for (let i = 0; i <= days; i++) {
      const key = start.add(i, 'day').format('YYYY-MM-DD');
      const list = map.get(key);
      if (list) list.push(event);
      else map.set(key, [event]);
    }
  }
  return map;
}

const EventsContext = createContext<Map<string, CalendarEvent[]>>(new Map());

function EventDay(props: PickerDayProps) {
  const byDay = useContext(EventsContext);
  const { day, outsideCurrentMonth } = props;
  const events = outsideCurrentMonth ? undefined : byDay.get(day.format('YYYY-MM-DD'));
  if (!events?.length) return <PickerDay {...props} />;
  const colours = [...new Set(events.map((e) => eventCategory(e.categoria).cor))].slice(0, 3);
  return (
    <PickerDay
      {...props}
      aria-label={`${day.format('D')}, ${events.length === 1 ? '1 evento' : `${events.length} eventos`}`}
      sx={{ position: 'relative', fontWeight: 700 }}
    >
      {day.format('D')}
      <Box
        component="span"
        aria-hidden
        sx={{
          position: 'absolute',
          bottom: 3,
          left: 0,
          right: 0,
          display: 'flex',
          justifyContent: 'center',
          gap: '2px',
        }}
      >
        {colours.map((cor) => (
          <Box key={cor} component="span" sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: cor }} />
        ))}
      </Box>
    </PickerDay>
  );
}

export interface EventCalendarProps {
  title?: string;
  /** 'row': the day's events beside the calendar (wide areas); 'column': below it (narrow columns). */
  layout?: 'row' | 'column';
}

export function EventCalendar({ title = 'Calendário', layout = 'row' }: EventCalendarProps) {
  const [selected, setSelected] = useState<Dayjs>(() => dayjs());
  // The month on screen: its year decides which events are fetched, its events make the legend.
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const year = month.year();

  const { data: events = [], isError } = useQuery({
    queryKey: ['calendario', year],
    queryFn: ({ signal }) =>
      api.get<CalendarEvent[]>('/Calendario/Eventos', { query: { ano: year }, signal }),
    staleTime: 10 * 60_000,
  });
  const byDay = useMemo(() => eventsByDay(events ?? []), [events]);
  const dayEvents = byDay.get(selected.format('YYYY-MM-DD')) ?? [];
  const categoriesInUse = useMemo(() => {
    const prefix = month.format('YYYY-MM');
    const ids = new Set(
      [...byDay.entries()]
        .filter(([day]) => day.startsWith(prefix))
        .flatMap(([, list]) => list.map((e) => e.categoria)),
    );
    return [...ids].map((id) => eventCategory(id));
  }, [byDay, month]);

  return (
    <Card component="section" aria-labelledby="event-calendar-title">
      <CardContent>
        <Typography id="event-calendar-title" variant="h2" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Stack
          direction={layout === 'row' ? { xs: 'column', md: 'row' } : 'column'}
          spacing={3}
          sx={{ alignItems: layout === 'row' ? { md: 'flex-start' } : 'stretch' }}
        >
          <Box
            sx={{
              flexShrink: 0,
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              alignSelf: layout === 'column' ? 'center' : undefined,
            }}
          >
            <EventsContext.Provider value={byDay}>
              <DateCalendar
                value={selected}
                onChange={(d) => d && setSelected(d)}
                onMonthChange={(d) => setMonth(d.startOf('month'))}
                onYearChange={(d) => setMonth(d.startOf('month'))}
                slots={{ day: EventDay }}
                dayOfWeekFormatter={(d) => d.format('ddd').charAt(0).toUpperCase()}
              />
            </EventsContext.Provider>
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }} aria-live="polite">
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              Eventos em {formatDateBR(selected.toDate())}
            </Typography>
            {isError ? (
              <Alert severity="warning">Não foi possível carregar os eventos do calendário.</Alert>
            ) : dayEvents.length === 0 ? (
              <Typography color="text.secondary">{NO_EVENTS_MESSAGE}</Typography>
            ) : (
              <List dense disablePadding>
                {dayEvents.map((e) => {
                  const category = eventCategory(e.categoria);
                  return (
                    <ListItem key={e.id} disableGutters sx={{ alignItems: 'flex-start', gap: 1.5 }}>
                      <Box
                        aria-hidden
                        sx={{
                          mt: 1,
                          width: 10,
                          height: 10,
                          borderRadius: '50%',
                          bgcolor: category.cor,
                          flexShrink: 0,
                        }}
                      />
                      <ListItemText
                        primary={e.nome}
                        secondary={
                          e.dataFim && e.dataFim !== e.data
                            ? `${category.nome} · ${formatDateBR(e.data)} a ${formatDateBR(e.dataFim)}`
                            : category.nome
                        }
                        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                      />
                    </ListItem>
                  );
                })}
              </List>
            )}
            {categoriesInUse.length > 0 ? (
              <Box sx={{ mt: 3 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  Legenda do mês
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {categoriesInUse.map((c) => (
                    <Chip
                      key={c.id}
                      size="small"
                      variant="outlined"
                      label={c.nome}
                      icon={
                        <Box
                          component="span"
                          sx={{
                            width: 10,
                            height: 10,
                            borderRadius: '50%',
                            bgcolor: c.cor,
                            ml: '8px !important',
                          }}
                        />
                      }
                    />
                  ))}
                </Stack>
              </Box>
            ) : null}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
