/**
 * Visit-report catalogue (demo-data.md "PARFI and visit reports"): report types 1 to 3, their
 * categories, indicators (each feeding a PARFI objective, decision 080) and criteria at levels 1-4,
 * about school management and literacy teaching. Deterministic: inserted in this order.
 */
import { categoriaRelatorio, criterioRelatorio, indicador, tipoRelatorio } from '../schema/visit-reports';
import type { Db } from '../types';

export const TIPOS_RELATORIO = [
  { id: 1, descricao: 'Relatório de Diagnóstico' },
  { id: 2, descricao: 'Relatório de Acompanhamento' },
  { id: 3, descricao: 'Relatório de Avaliação Final' },
] as const;

interface IndicatorSeed {
  descricao: string;
  /** What is observed, for the level texts ("o planejamento das aulas de alfabetização"). */
  pratica: string;
  objetivoId: number;
}

const GESTAO: IndicatorSeed[] = [
  {
    descricao: 'A equipe gestora acompanha a aprendizagem dos estudantes com base em dados.',
    pratica: 'o acompanhamento da aprendizagem com base em dados',
    objetivoId: 1,
  },
  {
    descricao: 'A escola mantém rotina de formação continuada dos professores alfabetizadores.',
    pratica: 'a formação continuada dos professores alfabetizadores',
    objetivoId: 1,
  },
  {
    descricao: 'As famílias participam da vida escolar e conhecem os resultados da alfabetização.',
    pratica: 'a participação das famílias na vida escolar',
    objetivoId: 6,
  },
];

const ALFABETIZACAO: IndicatorSeed[] = [
  {
    descricao: 'Os professores planejam as aulas de alfabetização a partir das habilidades esperadas.',
    pratica: 'o planejamento das aulas de alfabetização',
    objetivoId: 3,
  },
  {
    descricao: 'Há momentos diários de leitura em voz alta e de escrita espontânea.',
    pratica: 'a rotina diária de leitura e escrita',
    objetivoId: 2,
  },
  {
    descricao: 'Os estudantes com dificuldade recebem intervenção pedagógica específica.',
    pratica: 'a intervenção pedagógica para estudantes com dificuldade',
    objetivoId: 3,
  },
];

const AMBIENTE: IndicatorSeed[] = [
  {
    descricao: 'As salas de aula têm ambiente alfabetizador (alfabeto, cantinho de leitura, produções).',
    pratica: 'o ambiente alfabetizador das salas',
    objetivoId: 5,
  },
  {
    descricao: 'O acervo de leitura é adequado, organizado e emprestado aos estudantes.',
    pratica: 'o uso do acervo de leitura',
    objetivoId: 2,
  },
  {
    descricao: 'Os recursos tecnológicos apoiam as atividades de leitura e escrita.',
    pratica: 'o uso de tecnologia nas atividades de leitura e escrita',
    objetivoId: 4,
  },
];

/** Categories of each report type. */
const CATEGORIAS: Record<number, { descricao: string; indicadores: IndicatorSeed[] }[]> = {
  1: [
    { descricao: 'Gestão Escolar', indicadores: GESTAO },
    { descricao: 'Ensino da Alfabetização', indicadores: ALFABETIZACAO },
    { descricao: 'Ambiente e Recursos de Leitura', indicadores: AMBIENTE },
  ],
  2: [
    { descricao: 'Gestão Escolar', indicadores: GESTAO.slice(0, 2) },
    { descricao: 'Ensino da Alfabetização', indicadores: ALFABETIZACAO },
  ],
  3: [
    { descricao: 'Gestão Escolar', indicadores: GESTAO },
    { descricao: 'Ensino da Alfabetização', indicadores: ALFABETIZACAO },
    { descricao: 'Ambiente e Recursos de Leitura', indicadores: AMBIENTE.slice(0, 2) },
  ],
};

/** The four level texts of an indicator (1 lowest, 4 highest). */
export function levelTexts(pratica: string): [string, string, string, string] {
  const p = pratica.charAt(0).toUpperCase() + pratica.slice(1);
  return [
    `Não se observa ${pratica}.`,
    `${p} acontece de forma pontual, sem planejamento.`,
    `${p} acontece de forma planejada, mas sem acompanhamento sistemático.`,
    `${p} acontece de forma planejada, acompanhada e com resultados registrados.`,
  ];
}

export async function seedVisitReports(tx: Db): Promise<Record<string, number>> {
  await tx.insert(tipoRelatorio).values([...TIPOS_RELATORIO]);
  let categorias = 0;
  let indicadores = 0;
  let criterios = 0;
  for (const tipo of TIPOS_RELATORIO) {
    const cats = CATEGORIAS[tipo.id] ?? [];
    for (const [ci, cat] of cats.entries()) {
      const [c] = await tx
        .insert(categoriaRelatorio)
        .values({ tipoRelatorioId: tipo.id, codigo: ci + 1, descricao: cat.descricao })
        .returning({ id: categoriaRelatorio.id });
      categorias++;
      for (const [ii, ind] of cat.indicadores.entries()) {
        const [i] = await tx
          .insert(indicador)
          .values({
            categoriaId: c!.id,
            codigo: ii + 1,
            descricao: ind.descricao,
            objetivoId: ind.objetivoId,
          })
          .returning({ id: indicador.id });
        indicadores++;
        await tx.insert(criterioRelatorio).values(
          levelTexts(ind.pratica).map((descricao, level) => ({
            indicadorId: i!.id,
            categoriaId: c!.id,
            codigo: level + 1,
            descricao,
          })),
        );
        criterios += 4;
      }
    }
  }
  return { tiposRelatorio: TIPOS_RELATORIO.length, categoriasRelatorio: categorias, indicadores, criterios };
}
