/**
 * PARFI data access: the approval queue (executions awaiting a decision, by level).
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { anoParfi, anoPremio, premioEscola } from '../../db/schema/award';
import { acao, execucaoAcao, meta, objetivo, planoAcao, planoParfi } from '../../db/schema/parfi';
import { municipio, regional } from '../../db/schema/places';
import { escola } from '../../db/schema/schools';
import type { Db } from '../../db/types';

export interface QueueFilter {
  anoPremio: number;
  anoParfi: number;
  codigoRegional?: number | undefined;
  codigoMunicipio?: number | undefined;
  situacoes: number[];
  regionais?: number[] | undefined;
  municipios?: number[] | undefined;
}

export async function findApprovalQueue(db: Db, f: QueueFilter) {
  if (f.situacoes.length === 0) return [];
  const conditions: SQL[] = [
    eq(anoPremio.ano, f.anoPremio),
    eq(anoParfi.ano, f.anoParfi),
    inArray(execucaoAcao.situacao, f.situacoes),
  ];
  if (f.codigoRegional !== undefined) conditions.push(eq(municipio.regional, f.codigoRegional));
  if (f.codigoMunicipio !== undefined) conditions.push(eq(escola.municipio, f.codigoMunicipio));
  if (f.regionais)
    conditions.push(f.regionais.length ? inArray(municipio.regional, f.regionais) : sql`false`);
  if (f.municipios)
    conditions.push(f.municipios.length ? inArray(escola.municipio, f.municipios) : sql`false`);
  return db
    .select({
      planoAcaoId: planoAcao.id,
      execucaoAcaoId: execucaoAcao.id,
      codigoInep: escola.codigoInep,
      nomeEscola: escola.nome,
      codigoRegional: municipio.regional,
      siglaRegional: regional.sigla,
      codigoMunicipio: escola.municipio,
      nomeMunicipio: municipio.nome,
      objetivo: objetivo.resumo,
      meta: meta.descricao,
      acao: acao.descricao,
      valor: planoAcao.valor,
      dataInicio: planoAcao.dataInicio,
      dataFim: planoAcao.dataFim,
      situacao: execucaoAcao.situacao,
    })
    .from(execucaoAcao)
    .innerJoin(planoAcao, eq(planoAcao.id, execucaoAcao.planoAcaoId))
    .innerJoin(objetivo, eq(objetivo.id, planoAcao.objetivoId))
    .innerJoin(meta, eq(meta.id, planoAcao.metaId))
    .innerJoin(acao, eq(acao.id, planoAcao.acaoId))
    .innerJoin(planoParfi, eq(planoParfi.id, planoAcao.planoParfiId))
    .innerJoin(premioEscola, eq(premioEscola.id, planoParfi.premioEscolaId))
    .innerJoin(anoPremio, eq(anoPremio.id, premioEscola.anoPremioId))
    .innerJoin(anoParfi, eq(anoParfi.id, planoParfi.anoParfiId))
    .innerJoin(escola, eq(escola.id, premioEscola.escolaId))
    .innerJoin(municipio, eq(municipio.codigo, escola.municipio))
    .innerJoin(regional, eq(regional.codigo, municipio.regional))
    .where(and(...conditions))
    .orderBy(asc(escola.nome), asc(planoAcao.id));
}
