import { ROLE_NAMES, isRoleId } from '@siam/domain/roles';
import { maskCpfForAudit, studentAccessLabel, type StudentAuditQuery } from '@siam/domain/student-audit';
import type { StudentAuditAnswer } from '@siam/domain/contracts/audit';
import { STUDENT_NOT_FOUND } from '@siam/domain/students';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/errors';
import type { StudentAuditRow } from '@siam/domain/contracts/audit';
import {
  findAuditStudentById,
  findAuditStudentsByCpf,
  findStudentAccessAfter,
  findStudentAccessPage,
  type AccessCursor,
} from './student-access.repository';

/** Rows of one keyset page of the export (decision 128). */
export const AUDIT_EXPORT_PAGE = 1000;

type AccessRead = Awaited<ReturnType<typeof findStudentAccessPage>>['rows'][number];

/** An access as the screen shows it. */
function toRow(r: AccessRead): StudentAuditRow {
  return {
    quando: r.at.toISOString(),
    usuario: { nome: r.usuarioNome ?? 'Usuário não encontrado', cpf: maskCpfForAudit(r.usuarioCpf) },
    perfil: isRoleId(r.perfilId) ? ROLE_NAMES[r.perfilId] : `Perfil ${r.perfilId}`,
    acao: studentAccessLabel(r.acao),
    detalhe: r.detalhe,
    ip: r.ip,
  };
}

export function createStudentAuditService(db: Db) {
  async function studentsOf(query: StudentAuditQuery) {
    const students =
      query.tipo === 'id'
        ? await findAuditStudentById(db, query.alunoId)
        : await findAuditStudentsByCpf(db, query.cpf);
    if (students.length === 0) throw notFound(STUDENT_NOT_FOUND);
    return students;
  }

  return {
    /**
     * Every access to the students the filter names, newest first, read in keyset pages (the export,
     * decision 128): the students (checked first: 404 as the list) and the pages.
     */
    async allAccesses(query: StudentAuditQuery, pageSize = AUDIT_EXPORT_PAGE) {
      const students = await studentsOf(query);
      const ids = students.map((s) => s.id);
      async function* pages(): AsyncIterable<StudentAuditRow[]> {
        let cursor: AccessCursor | null = null;
        for (;;) {
          const rows = await findStudentAccessAfter(db, ids, cursor, pageSize);
          if (rows.length === 0) return;
          yield rows.map(toRow);
          if (rows.length < pageSize) return;
          const last = rows[rows.length - 1]!;
          cursor = { at: last.at, id: last.id };
        }
      }
      return { students, pages: pages() };
    },

    /** The accesses to the students the filter names, newest first, one page. */
    async accesses(query: StudentAuditQuery): Promise<StudentAuditAnswer> {
      const students = await studentsOf(query);
      const { rows, total } = await findStudentAccessPage(
        db,
        students.map((s) => s.id),
        (query.pagina - 1) * query.tamanho,
        query.tamanho,
      );
      return {
        alunos: students.map((s) => ({ id: s.id, nome: s.nome, cpf: s.cpf, excluido: s.deletedAt !== null })),
        pagina: query.pagina,
        tamanho: query.tamanho,
        total,
        itens: rows.map(toRow),
      };
    },
  };
}
