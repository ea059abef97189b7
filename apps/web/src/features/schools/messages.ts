/** The texts of the school consultation (spec 02 §8), written once for the screen and its tests. */
export const SCHOOLS_LOAD_ERROR = 'Não foi possível localizar as escolas, tente novamente mais tarde.';
export const NO_SCHOOL_FOUND = 'Nenhuma escola encontrada';
export const NO_CLASS_FOUND = 'Nenhuma turma encontrada';
export const NO_STUDENTS_IN_CLASS = 'Nenhum estudante nesta turma.';
export const NO_STAFF_HISTORY = 'Nenhum servidor registrado nesta escola.';
