import { ROLE_NAMES, isRoleId } from '@siam/domain/roles';
import { maskCpfForAudit, studentAccessLabel, type StudentAuditQuery } from '@siam/domain/student-audit';
import type { StudentAuditAnswer } from '@siam/domain/contracts/audit';
import { STUDENT_NOT_FOUND } from '@siam/domain/students';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/errors';
import {
  findAuditStudentById,
  findAuditStudentsByCpf,
  findStudentAccessPage,
} from './student-access.repository';

export function createStudentAuditService(db: Db) {
  return {
    /** The accesses to the students the filter names, newest first, one page. */
    async accesses(query: StudentAuditQuery): Promise<StudentAuditAnswer> {
      const students =
        query.tipo === 'id'
          ? await findAuditStudentById(db, query.alunoId)
          : await findAuditStudentsByCpf(db, query.cpf);
      if (students.length === 0) throw notFound(STUDENT_NOT_FOUND);
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
        itens: rows.map((r) => ({
          quando: r.at.toISOString(),
          usuario: { nome: r.usuarioNome ?? 'Usuário não encontrado', cpf: maskCpfForAudit(r.usuarioCpf) },
          perfil: isRoleId(r.perfilId) ? ROLE_NAMES[r.perfilId] : `Perfil ${r.perfilId}`,
          acao: studentAccessLabel(r.acao),
          detalhe: r.detalhe,
          ip: r.ip,
        })),
      };
    },
  };
}
