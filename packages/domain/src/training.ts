/** Training periods table of the teacher dashboard (spec 01 §2, /inicio). Hours per module. */
export interface TrainingPeriod {
  readonly modulo: string;
  readonly periodo: string;
  readonly presencial: number;
  readonly remoto: number;
  readonly total: number;
}

export const TRAINING_PERIODS: readonly TrainingPeriod[] = [
  { modulo: 'Módulo II', periodo: '22/05 a 31/08', presencial: 8, remoto: 7, total: 15 },
  { modulo: 'Módulo III', periodo: '11/09 a 31/10', presencial: 8, remoto: 7, total: 15 },
  { modulo: 'Módulo IV', periodo: '13/11 a 15/12', presencial: 4, remoto: 7, total: 11 },
];
