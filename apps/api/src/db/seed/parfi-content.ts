/**
 * PARFI catalogue of the demo (demo-data.md "PARFI and visit reports"): objectives 1-9 with goals,
 * actions and guidance; document types 1-16; refusal reasons. Ids are fixed (objective = its code,
 * goal = objective × 10 + n, action = objective × 100 + n).
 */
import { TIPOS_DOCUMENTO } from '@siam/domain/enums';

interface ActionSeed {
  descricao: string;
  modalidade: 1 | 2 | 3;
  financiavel?: boolean;
  debito?: boolean;
  orientacao: string;
}
interface GoalSeed {
  descricao: string;
  acoes: ActionSeed[];
}
interface ObjectiveSeed {
  resumo: string;
  metas: GoalSeed[];
}

const OBJECTIVES: ObjectiveSeed[] = [
  {
    resumo: 'Formação continuada dos profissionais da escola',
    metas: [
      {
        descricao: 'Qualificar professores e gestores em práticas de alfabetização na idade certa',
        acoes: [
          {
            descricao: 'Participação de professores em curso de formação em alfabetização e letramento',
            modalidade: 1,
            orientacao:
              'Objetivo obrigatório quando indicado no relatório de visita. O valor é o definido para a ação. ' +
              'Anexe o orçamento da instituição formadora, a lista de participantes e o certificado de conclusão.',
          },
          {
            descricao: 'Contratação de formador para oficinas pedagógicas na própria escola',
            modalidade: 1,
            orientacao:
              'Contrate profissional com experiência comprovada em alfabetização. Apresente três orçamentos, ' +
              'o plano das oficinas com carga horária e a frequência dos professores.',
          },
        ],
      },
    ],
  },
  {
    resumo: 'Ampliação e qualificação do acervo de leitura',
    metas: [
      {
        descricao: 'Ampliar o acervo literário da biblioteca ou sala de leitura',
        acoes: [
          {
            descricao: 'Aquisição de livros de literatura infantil e juvenil',
            modalidade: 1,
            orientacao:
              'Priorize títulos adequados à faixa etária dos estudantes do 1º ao 5º ano e da Educação Infantil. ' +
              'Apresente três orçamentos com a lista dos títulos; a nota fiscal deve ser do fornecedor de menor preço.',
          },
          {
            descricao: 'Aquisição de estantes e expositores para livros',
            modalidade: 2,
            orientacao:
              'Bem permanente: será tombado no patrimônio da escola. Informe as dimensões e o material no orçamento.',
          },
        ],
      },
      {
        descricao: 'Criar cantinhos de leitura nas salas de aula',
        acoes: [
          {
            descricao: 'Montagem de cantinhos de leitura com tapetes, almofadas e caixas-livro',
            modalidade: 1,
            orientacao:
              'Um cantinho por sala de aula dos anos iniciais. Registre fotos do antes e depois no relatório da ação.',
          },
        ],
      },
    ],
  },
  {
    resumo: 'Aquisição de materiais didáticos e pedagógicos',
    metas: [
      {
        descricao: 'Garantir materiais para as atividades de alfabetização e matemática',
        acoes: [
          {
            descricao: 'Aquisição de jogos pedagógicos de alfabetização e raciocínio lógico',
            modalidade: 1,
            orientacao:
              'Jogos de consciência fonológica, alfabeto móvel, dominós de sílabas e material dourado. ' +
              'Três orçamentos com a descrição dos itens.',
          },
          {
            descricao: 'Aquisição de material de papelaria para as atividades em sala',
            modalidade: 1,
            orientacao:
              'Papel, lápis, cadernos de caligrafia e cartolinas. Não inclua material de expediente da secretaria.',
          },
        ],
      },
    ],
  },
  {
    resumo: 'Tecnologia a serviço da aprendizagem',
    metas: [
      {
        descricao: 'Equipar as salas com recursos audiovisuais para leitura compartilhada',
        acoes: [
          {
            descricao: 'Aquisição de projetor multimídia',
            modalidade: 2,
            orientacao:
              'Bem permanente. Exija garantia mínima de 12 meses e informe a marca e o modelo no orçamento.',
          },
          {
            descricao: 'Aquisição de caixa de som e microfone para atividades de leitura',
            modalidade: 2,
            orientacao: 'Bem permanente. Prefira equipamentos portáteis que possam circular entre as salas.',
          },
        ],
      },
    ],
  },
  {
    resumo: 'Melhoria do ambiente escolar',
    metas: [
      {
        descricao: 'Tornar os espaços de aprendizagem mais acolhedores',
        acoes: [
          {
            descricao: 'Pequenos reparos e pintura das salas de aula',
            modalidade: 1,
            orientacao:
              'Somente serviços de manutenção; obras e ampliações não são financiáveis pelo prêmio.',
          },
          {
            descricao: 'Aquisição de mobiliário infantil para a Educação Infantil',
            modalidade: 2,
            orientacao: 'Mesas e cadeiras adequadas à altura das crianças, conforme as normas do FNDE.',
          },
        ],
      },
    ],
  },
  {
    resumo: 'Participação das famílias e da comunidade',
    metas: [
      {
        descricao: 'Aproximar as famílias do processo de alfabetização',
        acoes: [
          {
            descricao: 'Realização de encontros de leitura com as famílias',
            modalidade: 1,
            orientacao:
              'Registre a lista de presença e fotos dos encontros. Lanche limitado a 10% do valor da ação.',
          },
        ],
      },
    ],
  },
  {
    resumo: 'Eventos e projetos culturais de incentivo à leitura',
    metas: [
      {
        descricao: 'Promover a cultura leitora na escola',
        acoes: [
          {
            descricao: 'Realização da feira literária da escola',
            modalidade: 1,
            orientacao: 'Inclua a programação do evento e a prestação de contas de cada despesa.',
          },
          {
            descricao: 'Visita de autores e contadores de histórias',
            modalidade: 1,
            orientacao: 'Contrate por meio de nota fiscal ou recibo de pessoa física com CPF do contratado.',
          },
        ],
      },
    ],
  },
  {
    resumo: 'Despesas bancárias e tarifas',
    metas: [
      {
        descricao: 'Manter regular a conta bancária do prêmio',
        acoes: [
          {
            descricao: 'Pagamento de tarifas bancárias da conta do prêmio',
            modalidade: 3,
            debito: true,
            orientacao:
              'Débito automático em conta: anexe o extrato bancário do mês. Não há orçamento para esta ação.',
          },
        ],
      },
    ],
  },
  {
    resumo: 'Aplicação dos rendimentos financeiros',
    metas: [
      {
        descricao: 'Utilizar os rendimentos da aplicação do recurso do prêmio',
        acoes: [
          {
            descricao: 'Aplicação dos rendimentos em ações pedagógicas já planejadas',
            modalidade: 1,
            orientacao:
              'O valor pode ultrapassar o saldo disponível, pois vem dos rendimentos. Anexe o extrato que comprova os rendimentos.',
          },
        ],
      },
    ],
  },
];

export function parfiCatalogue() {
  const objetivos = OBJECTIVES.map((o, i) => ({ id: i + 1, codigo: i + 1, resumo: o.resumo }));
  const metas = OBJECTIVES.flatMap((o, i) =>
    o.metas.map((m, j) => ({
      id: (i + 1) * 10 + j + 1,
      objetivoId: i + 1,
      codigo: `${i + 1}.${j + 1}`,
      descricao: m.descricao,
    })),
  );
  const acoes = OBJECTIVES.flatMap((o, i) => {
    let n = 0;
    return o.metas.flatMap((m, j) =>
      m.acoes.map((a, k) => {
        n += 1;
        return {
          id: (i + 1) * 100 + n,
          objetivoId: i + 1,
          metaId: (i + 1) * 10 + j + 1,
          codigo: `${i + 1}.${j + 1}.${k + 1}`,
          descricao: a.descricao,
          financiavel: a.financiavel ?? true,
          debito: a.debito ?? false,
          modalidade: a.modalidade,
          orientacao: a.orientacao,
        };
      }),
    );
  });
  return { objetivos, metas, acoes };
}

export const TIPOS_DOCUMENTO_SEED = TIPOS_DOCUMENTO.map((t) => ({
  id: t.id,
  descricao: t.nome,
  tipo: t.tipo,
}));

export const MOTIVOS_INDEFERIMENTO = [
  { id: 1, descricao: 'Documento ilegível' },
  { id: 2, descricao: 'Documento incompleto ou sem assinatura' },
  { id: 3, descricao: 'Valor divergente do planejado' },
  { id: 4, descricao: 'CPF/CNPJ do fornecedor irregular' },
  { id: 5, descricao: 'Documento não corresponde à ação planejada' },
  { id: 6, descricao: 'Data de emissão fora do período da ação' },
  { id: 7, descricao: 'Outros' },
];

/** A small, valid one-page PDF with a title line (the demo documents' contents). */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, ' ');
  const stream = `BT /F1 14 Tf 56 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
