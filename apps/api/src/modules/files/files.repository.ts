import { eq } from 'drizzle-orm';
import { arquivoAnexado, execucaoAcao, planoAcao } from '../../db/schema/parfi';
import type { Db } from '../../db/types';

/** The execution, action and plan a document belongs to, and its stored contents' key. */
export async function findFileOwner(db: Db, arquivoId: number) {
  const [row] = await db
    .select({
      id: arquivoAnexado.id,
      nome: arquivoAnexado.nome,
      conteudoId: arquivoAnexado.conteudoId,
      execucaoAcaoId: execucaoAcao.id,
      planoAcaoId: planoAcao.id,
      planoParfiId: planoAcao.planoParfiId,
    })
    .from(arquivoAnexado)
    .innerJoin(execucaoAcao, eq(execucaoAcao.id, arquivoAnexado.execucaoAcaoId))
    .innerJoin(planoAcao, eq(planoAcao.id, execucaoAcao.planoAcaoId))
    .where(eq(arquivoAnexado.id, arquivoId));
  return row ?? null;
}
