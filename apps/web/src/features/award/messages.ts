/**
 * Texts of /cadastrar-premio that the domain does not hold. The spec (03 §8.2) names these failure
 * defaults ("buscar/criar/editar ano prêmio") without their full wording; the server's own text wins
 * when it sends one.
 */
export const LOAD_YEARS_ERROR = 'Não foi possível buscar os anos Prêmio, tente novamente mais tarde.';
export const LOAD_YEAR_ERROR = 'Não foi possível buscar o ano prêmio, tente novamente mais tarde.';
export const CREATE_YEAR_ERROR = 'Não foi possível criar o ano prêmio, tente novamente mais tarde.';
export const EDIT_YEAR_ERROR = 'Não foi possível editar o ano prêmio, tente novamente mais tarde.';
export const SELECT_SCHOOL_TYPE = 'Selecione o tipo de escola.';
export const SELECT_CATEGORY = 'Selecione uma categoria.';
export const NO_SCHOOL_COUNTS = 'Nenhuma categoria com escolas neste prêmio.';
