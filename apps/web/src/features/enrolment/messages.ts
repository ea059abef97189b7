/** The texts of the enrolment screens (spec 01 §4, §8), written once for the screens and their tests. */
export const NO_CLASSES_FOR_SERIE = 'Não há turmas disponíveis para essa série.';
export const ENROL_SUCCESS = 'Estudante enturmado com sucesso!';
/** The end of an add-panel session that enrolled several students (decision 035). */
export const ENROL_DONE = 'Enturmação concluída com sucesso!';
export const ENROL_ERROR = 'Erro ao enturmar estudante';
export const NOT_IN_CLASS = 'Estudante não está em uma turma, é necessário enturmar antes de prosseguir.';
export const NO_OTHER_CLASS = 'Não foram encontradas turmas disponíveis para esse aluno nesta escola!';
export const LOSE_MONITORING = 'Caso continue, o acompanhamento da turma será perdido. Deseja continuar?';
export const MOVE_SUCCESS = 'Movimentação concluída com sucesso!';
export const FINALIZE_SUCCESS = 'Estudante finalizado com sucesso!';
export const MOVE_ERROR = 'Erro ao movimentar estudante';
export const FINALIZE_ERROR = 'Erro ao finalizar o estudante';
