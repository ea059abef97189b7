/**
 * PARFI data access: a plan's whole answer in one statement (decision 114, the hot read path).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { planoParfi } from '../../db/schema/parfi';
import { municipio, regional } from '../../db/schema/places';
import { escola } from '../../db/schema/schools';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/types';
import type { ActionLineRow } from './actions.repository';
import type { MandatoryRow } from './mandatory.repository';
import { type SchoolRow, schoolColumns } from './participation.repository';
import type { PlanRow } from './plans.repository';

/**
 * What a plan's answer shows besides the plan row: its actions (by id, with the catalogue texts but
 * not the guidance, and the execution's state), the Σ of the actions per objective (numeric, by
 * objective), the mandatory objectives (by objective code) and the PARFI years of the plan's award
 * year in which the school takes part (ascending; `parcelaDescricao`). Money and percentages are
 * numeric text, as drizzle reads numeric columns; JSON dates are 'YYYY-MM-DD' as drizzle reads
 * `date` columns.
 */
export interface PlanParts {
  acoes: ActionLineRow[];
  totais: { objetivoId: number; total: string }[];
  obrigatorios: MandatoryRow[];
  anosParfi: number[];
}

/**
 * `PlanParts` as one JSON object, for the plan, school and award year the three expressions name
 * (columns of the enclosing query or parameters). The same rows and orders as `actionQuery`,
 * `objectiveTotals`, `findMandatory` and `findPrizeEntries` (the award year's entry).
 */
function planPartsJson(planId: SQL, escolaId: SQL, anoPremioId: SQL): SQL<PlanParts> {
  return sql<PlanParts>`json_build_object(
    'acoes', coalesce((
      select json_agg(json_build_object(
          'id', pa.id, 'planoParfiId', pa.plano_parfi_id, 'objetivoId', pa.objetivo_id,
          'objetivoCodigo', ob.codigo, 'objetivo', ob.resumo, 'metaId', pa.meta_id, 'meta', mt.descricao,
          'acaoId', pa.acao_id, 'acao', ac.descricao, 'financiavel', ac.financiavel, 'debito', ac.debito,
          'modalidade', ac.modalidade, 'valor', pa.valor::text,
          'dataInicio', pa.data_inicio, 'dataFim', pa.data_fim,
          'execucaoId', ex.id, 'situacao', ex.situacao, 'statusExecucao', ex.status)
        order by pa.id)
      from plano_acao pa
      join objetivo ob on ob.id = pa.objetivo_id
      join meta mt on mt.id = pa.meta_id
      join acao ac on ac.id = pa.acao_id
      left join execucao_acao ex on ex.plano_acao_id = pa.id
      where pa.plano_parfi_id = ${planId}), '[]'::json),
    'totais', coalesce((
      select json_agg(json_build_object('objetivoId', st.objetivo_id, 'total', st.total) order by st.objetivo_id)
      from (select sa.objetivo_id, sum(sa.valor)::text as total from plano_acao sa
            where sa.plano_parfi_id = ${planId} group by sa.objetivo_id) st), '[]'::json),
    'obrigatorios', coalesce((
      select json_agg(json_build_object(
          'id', oo.id, 'planoParfiId', oo.plano_parfi_id, 'relatorioVisitaId', oo.relatorio_visita_id,
          'objetivoId', oo.objetivo_id, 'objetivoCodigo', oob.codigo, 'resumo', oob.resumo,
          'percentualMinimo', oo.percentual_minimo::text, 'percentualMaximo', oo.percentual_maximo::text,
          'numeroAcao', oo.numero_acao, 'quantidadeAcaoPlanejada', oo.quantidade_acao_planejada,
          'quantidadeIndicadores', oo.quantidade_indicadores)
        order by oob.codigo, oo.id)
      from objetivo_obrigatorio oo
      join objetivo oob on oob.id = oo.objetivo_id
      where oo.plano_parfi_id = ${planId}), '[]'::json),
    'anosParfi', coalesce((
      select json_agg(ya.ano order by ya.ano)
      from ano_parfi ya
      join premio_escola ype on ype.ano_premio_id = ya.ano_premio_id and ype.escola_id = ${escolaId}
      where ya.ano_premio_id = ${anoPremioId}), '[]'::json))`;
}

/** The parts of the answer of a plan already read (a write's transaction reloads them): one statement. */
export async function findPlanParts(db: Db, plan: PlanRow): Promise<PlanParts> {
  const [row] = await db
    .select({
      parts: planPartsJson(sql`${plan.id}::int`, sql`${plan.escolaId}::int`, sql`${plan.anoPremioId}::int`),
    })
    .from(planoParfi)
    .where(eq(planoParfi.id, plan.id));
  if (!row) throw new Error('plan vanished');
  return row.parts;
}

/** The participation and plan of `findPlanOfSchool`'s statement, as its JSON column holds them. */
interface ParticipationJson {
  premioEscolaId: number;
  tipoEscolaId: number;
  valorPremio: string;
  anoPremioId: number;
  anoPremio: number;
  anoParfiId: number;
  anoParfi: number;
  parcela: number;
  plano: {
    id: number;
    valorParfi: string;
    saldoDisponivel: string;
    valorExecutado: string;
    partes: PlanParts;
  } | null;
}

/**
 * GET PlanoParfi in one statement built once: the school by INEP (not deleted) with its place (the
 * scope check), its participation in the award year `anoPremio` and PARFI year `anoParfi` (null when
 * it takes none), and that participation's plan with all its answer shows (null when there is none).
 * The same rows as `findSchoolByInep`, `findParticipation`, `findPlanByParticipation` and
 * `findPlanParts`, read in one snapshot.
 */
export async function findPlanOfSchool(
  db: Db,
  inep: string,
  anoPremioYear: number,
  anoParfiYear: number,
): Promise<{
  school: SchoolRow;
  participates: boolean;
  plan: { row: PlanRow; parts: PlanParts } | null;
} | null> {
  const p = sql.placeholder;
  const q = builtOnce(db, 'plano_parfi_da_escola', (d) =>
    d
      .select({
        ...schoolColumns,
        participacao: sql<ParticipationJson | null>`(
          select json_build_object(
              'premioEscolaId', pe.id, 'tipoEscolaId', pe.tipo_escola_id, 'valorPremio', pe.valor_premio::text,
              'anoPremioId', ap.id, 'anoPremio', ap.ano, 'anoParfiId', apf.id, 'anoParfi', apf.ano,
              'parcela', apf.parcela,
              'plano', (
                select json_build_object(
                    'id', pp.id, 'valorParfi', pp.valor_parfi::text,
                    'saldoDisponivel', pp.saldo_disponivel::text, 'valorExecutado', pp.valor_executado::text,
                    'partes', ${planPartsJson(sql`pp.id`, sql`"escola"."id"`, sql`ap.id`)})
                from plano_parfi pp
                where pp.premio_escola_id = pe.id and pp.ano_parfi_id = apf.id))
          from premio_escola pe
          join ano_premio ap on ap.id = pe.ano_premio_id
          join ano_parfi apf on apf.ano_premio_id = ap.id
          where pe.escola_id = "escola"."id" and ap.ano = ${p('anoPremio')}::int
            and apf.ano = ${p('anoParfi')}::int
          limit 1)`,
      })
      .from(escola)
      .innerJoin(municipio, eq(municipio.codigo, escola.municipio))
      .innerJoin(regional, eq(regional.codigo, municipio.regional))
      .where(and(eq(escola.codigoInep, p('inep')), sql`${escola.deletedAt} is null`))
      .limit(1)
      .prepare('plano_parfi_da_escola'),
  );
  const [row] = await q.execute({ inep, anoPremio: anoPremioYear, anoParfi: anoParfiYear });
  if (!row) return null;
  const { participacao: part, ...school } = row;
  if (!part) return { school, participates: false, plan: null };
  const plano = part.plano;
  if (!plano) return { school, participates: true, plan: null };
  return {
    school,
    participates: true,
    plan: {
      row: {
        id: plano.id,
        premioEscolaId: part.premioEscolaId,
        anoParfiId: part.anoParfiId,
        valorParfi: plano.valorParfi,
        saldoDisponivel: plano.saldoDisponivel,
        valorExecutado: plano.valorExecutado,
        escolaId: school.id,
        escolaInep: school.codigoInep,
        nomeEscola: school.nome,
        municipio: school.municipio,
        regional: school.regional,
        tipoEscolaId: part.tipoEscolaId,
        valorPremio: part.valorPremio,
        anoPremioId: part.anoPremioId,
        anoPremio: part.anoPremio,
        anoParfi: part.anoParfi,
        parcela: part.parcela,
      },
      parts: plano.partes,
    },
  };
}
