/**
 * The fixed 2023 event categories of the home calendar (spec 01 §2, /inicio), with the colour of the
 * calendar dot. The spec does not give the exact dates; the events live in the API's calendar module.
 */
export interface CalendarCategory {
  readonly id: string;
  readonly nome: string;
  /** Hex colour of the calendar dot and legend. */
  readonly cor: string;
}

export const CALENDAR_CATEGORIES: readonly CalendarCategory[] = [
  { id: 'formacao-articuladores-estaduais', nome: 'Formação dos Articuladores Estaduais', cor: '#1565c0' },
  { id: 'feriado', nome: 'Feriado', cor: '#c62828' },
  { id: 'reuniao-gestao-articuladores', nome: 'Reunião de Gestão com Articuladores', cor: '#6a1b9a' },
  { id: 'avaliacao-fluencia', nome: 'Avaliação de Fluência', cor: '#ef6c00' },
  { id: 'prazo-final', nome: 'Prazo Final', cor: '#b71c1c' },
  { id: 'formacao-regional-alfabetizacao', nome: 'Formação Regional de Alfabetização', cor: '#00838f' },
  { id: 'avaliacao-estadual-alfabetizacao', nome: 'Avaliação Estadual de Alfabetização', cor: '#f9a825' },
  { id: 'prazo-reuniao-articuladores', nome: 'Prazo para Reunião com Articuladores', cor: '#ad1457' },
  { id: 'prazo-cronograma-regional', nome: 'Prazo para Envio do Cronograma Regional', cor: '#4e342e' },
  { id: 'prazo-formacao-municipal', nome: 'Prazo para Envio da Formação Municipal', cor: '#558b2f' },
  {
    id: 'prazo-relatorios-regional-municipal',
    nome: 'Prazo para Envio dos Relatórios Regional e Municipal',
    cor: '#37474f',
  },
  { id: 'reuniao-online', nome: 'Reunião Online', cor: '#0277bd' },
  { id: 'formacao-municipal-professores', nome: 'Formação Municipal com Professores', cor: '#2e7d32' },
];

export function calendarCategory(id: string): CalendarCategory | undefined {
  return CALENDAR_CATEGORIES.find((c) => c.id === id);
}

export const NO_EVENTS_MESSAGE = 'Não há eventos para a data selecionada.';
