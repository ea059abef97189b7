-- Fuzzy student-name search (GET /api/Alunos/Buscar, docs/decisions/111): pg_trgm's word similarity
-- over aluno.nome_normalizado (already folded: no accents, case or extra spaces). pg_trgm is a trusted
-- contrib extension on PostgreSQL 13+ (the database owner may create it) and ships with PGlite
-- (db/client.ts loads it). No trigram index: the search is always narrowed to a school or a
-- municipality and reaches its students by aluno_escola_idx; on the 1 M-student bench a GIN trigram
-- index was slower for every narrowed query (docs/performance.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
