/**
 * The demo content of the two monitoring sheets and the textual genres (demo-data.md 'Monitoring'):
 * sheet 1 (learning, Língua Portuguesa, 1º-5º ano) and sheet 2 (activities, Educação Infantil, on the
 * BNCC fields of experience). Each skill has four criteria, levels 1 (not yet) to 4 (autonomous). The
 * import (POST /api/Fichas/Importar, `npm run fichas:import`) takes the same shape.
 */
import type { SheetImport } from '@siam/domain/contracts/sheets';

const skill = (descricao: string, ...criterios: [string, string, string, string]) => ({
  descricao,
  criterios,
});

export const LEARNING_SHEET: SheetImport = {
  fichaId: 1,
  estruturas: [
    {
      descricao: 'Leitura',
      categorias: [
        {
          descricao: 'Decodificação e fluência',
          habilidades: [
            skill(
              'Reconhece as letras do alfabeto e as diferencia de números e outros sinais gráficos.',
              'Ainda não diferencia letras de números e desenhos.',
              'Reconhece algumas letras, sobretudo as do próprio nome.',
              'Reconhece a maioria das letras, com trocas entre as de traçado parecido.',
              'Reconhece e nomeia todas as letras do alfabeto, em diferentes tipos de grafia.',
            ),
            skill(
              'Lê palavras formadas por sílabas canônicas (consoante-vogal) e não canônicas.',
              'Ainda não lê palavras; tenta adivinhar pelo desenho ou pela letra inicial.',
              'Lê palavras com sílabas canônicas, soletrando sílaba por sílaba.',
              'Lê palavras com sílabas canônicas com fluência e as não canônicas com apoio.',
              'Lê com autonomia palavras com sílabas canônicas e não canônicas.',
            ),
            skill(
              'Lê em voz alta pequenos textos com fluência, ritmo e entonação adequados.',
              'Ainda não lê frases completas.',
              'Lê frases curtas de forma silabada, sem entonação.',
              'Lê pequenos textos com poucas hesitações, mas sem respeitar a pontuação.',
              'Lê pequenos textos com fluência, respeitando a pontuação e a entonação.',
            ),
          ],
        },
        {
          descricao: 'Compreensão de textos',
          habilidades: [
            skill(
              'Localiza informações explícitas em textos de diferentes gêneros.',
              'Ainda não localiza informações no texto, mesmo com a leitura feita pelo professor.',
              'Localiza informações explícitas quando o texto é lido pelo professor.',
              'Localiza informações explícitas em textos curtos que lê sozinho.',
              'Localiza informações explícitas em textos de diferentes gêneros e extensões.',
            ),
            skill(
              'Infere informações implícitas e o sentido de palavras a partir do contexto.',
              'Ainda não faz inferências sobre o texto.',
              'Faz inferências simples com a mediação do professor.',
              'Infere informações implícitas em textos curtos e conhecidos.',
              'Infere informações implícitas e o sentido de palavras em textos novos.',
            ),
            skill(
              'Identifica o tema, a finalidade e o gênero de textos lidos ou ouvidos.',
              'Ainda não identifica do que o texto trata.',
              'Identifica o assunto de textos lidos pelo professor.',
              'Identifica o tema e a finalidade de textos de gêneros conhecidos.',
              'Identifica tema, finalidade e gênero, relacionando-os ao suporte e ao leitor.',
            ),
          ],
        },
      ],
    },
    {
      descricao: 'Escrita',
      categorias: [
        {
          descricao: 'Sistema de escrita alfabética',
          habilidades: [
            skill(
              'Escreve o próprio nome completo e o de colegas.',
              'Ainda não escreve o próprio nome sem modelo.',
              'Escreve o primeiro nome com o apoio de um modelo.',
              'Escreve o primeiro nome sem modelo e o nome completo com apoio.',
              'Escreve o nome completo e o de colegas sem apoio.',
            ),
            skill(
              'Escreve palavras com correspondência entre sons e letras (hipótese alfabética).',
              'Escreve com garatujas, desenhos ou letras sem relação com os sons (pré-silábica).',
              'Escreve uma letra para cada sílaba, com ou sem valor sonoro (silábica).',
              'Ora escreve uma letra por sílaba, ora representa todos os sons (silábico-alfabética).',
              'Escreve palavras representando todos os sons, ainda que com erros ortográficos (alfabética).',
            ),
            skill(
              'Aplica regras ortográficas regulares, a segmentação entre palavras e a pontuação.',
              'Escreve sem separar as palavras (hipossegmentação frequente).',
              'Separa as palavras, com trocas ortográficas frequentes.',
              'Aplica as regras regulares mais comuns e usa ponto final.',
              'Aplica as regras regulares, segmenta corretamente e usa a pontuação adequada.',
            ),
          ],
        },
        {
          descricao: 'Produção de textos',
          habilidades: [
            skill(
              'Produz textos curtos de gêneros do cotidiano (listas, bilhetes, convites).',
              'Ainda não produz textos; dita palavras soltas ao professor.',
              'Produz textos coletivamente, tendo o professor como escriba.',
              'Produz sozinho textos curtos, com trechos incompletos.',
              'Produz sozinho textos curtos completos e adequados ao gênero.',
            ),
            skill(
              'Organiza o texto em sequência lógica, com começo, meio e fim.',
              'Ainda não organiza as ideias em sequência.',
              'Organiza as ideias em sequência quando reconta oralmente.',
              'Escreve em sequência, com lacunas de começo, meio ou fim.',
              'Escreve textos com começo, meio e fim e uso de conectivos.',
            ),
            skill(
              'Revisa e reescreve o próprio texto, com a mediação do professor.',
              'Ainda não relê o que escreveu.',
              'Relê o texto com o professor e aponta o que falta.',
              'Revisa o texto e corrige parte dos problemas apontados.',
              'Revisa com autonomia, corrigindo ortografia, pontuação e repetições.',
            ),
          ],
        },
      ],
    },
    {
      descricao: 'Oralidade',
      categorias: [
        {
          descricao: 'Escuta e produção oral',
          habilidades: [
            skill(
              'Reconta histórias ouvidas, mantendo a sequência dos fatos.',
              'Ainda não reconta histórias ouvidas.',
              'Reconta partes da história com perguntas do professor.',
              'Reconta a história com pequenas omissões na sequência.',
              'Reconta a história completa, na sequência e com detalhes.',
            ),
            skill(
              'Participa de conversas respeitando os turnos de fala e o assunto.',
              'Ainda não participa das conversas da turma.',
              'Participa quando solicitado, com respostas curtas.',
              'Participa espontaneamente, às vezes fugindo do assunto.',
              'Participa respeitando turnos, ouvindo colegas e mantendo o assunto.',
            ),
            skill(
              'Identifica rimas, aliterações e segmenta palavras oralmente em sílabas.',
              'Ainda não percebe semelhanças sonoras entre palavras.',
              'Identifica rimas em cantigas e parlendas conhecidas.',
              'Identifica rimas e conta as sílabas de palavras conhecidas.',
              'Identifica rimas e aliterações e segmenta qualquer palavra em sílabas.',
            ),
          ],
        },
        {
          descricao: 'Consciência fonológica',
          habilidades: [
            skill(
              'Identifica o som inicial e final de palavras.',
              'Ainda não identifica sons iniciais.',
              'Identifica o som inicial de palavras familiares.',
              'Identifica sons iniciais e, com ajuda, os finais.',
              'Identifica sons iniciais e finais de qualquer palavra.',
            ),
            skill(
              'Compara palavras quanto ao número de sílabas e de letras.',
              'Ainda não compara palavras.',
              'Compara o tamanho de palavras pelo número de sílabas, com ajuda.',
              'Compara o número de sílabas com autonomia.',
              'Compara sílabas e letras, explicando as diferenças.',
            ),
            skill(
              'Forma novas palavras trocando, acrescentando ou retirando sílabas.',
              'Ainda não manipula sílabas.',
              'Forma palavras retirando a sílaba inicial, com ajuda.',
              'Forma palavras trocando ou retirando sílabas em posições conhecidas.',
              'Forma novas palavras manipulando sílabas em qualquer posição.',
            ),
          ],
        },
      ],
    },
  ],
};

export const ACTIVITY_SHEET: SheetImport = {
  fichaId: 2,
  estruturas: [
    {
      descricao: 'Escuta, fala, pensamento e imaginação',
      categorias: [
        {
          descricao: 'Oralidade e escuta',
          habilidades: [
            skill(
              'A turma escuta com atenção a leitura de histórias feita pelo professor.',
              'A maioria das crianças ainda não permanece na roda de leitura.',
              'Parte das crianças escuta a história, com interrupções frequentes.',
              'A maioria escuta a história e comenta as ilustrações.',
              'A turma escuta com interesse, faz perguntas e antecipa acontecimentos.',
            ),
            skill(
              'As crianças relatam experiências e fatos do cotidiano na roda de conversa.',
              'Poucas crianças falam na roda de conversa.',
              'As crianças falam quando chamadas, com frases curtas.',
              'A maioria relata experiências com sequência, com apoio do professor.',
              'As crianças relatam experiências com clareza e sequência, ouvindo os colegas.',
            ),
            skill(
              'A turma recita parlendas, cantigas e trava-línguas, brincando com as rimas.',
              'A turma ainda não conhece parlendas nem cantigas.',
              'As crianças acompanham as cantigas com gestos, sem a letra.',
              'A maioria recita parlendas e cantigas conhecidas.',
              'A turma recita, cria rimas e inventa versos novos.',
            ),
          ],
        },
        {
          descricao: 'Linguagem escrita',
          habilidades: [
            skill(
              'As crianças reconhecem o próprio nome escrito e o usam como referência.',
              'As crianças ainda não reconhecem o próprio nome escrito.',
              'Reconhecem o nome com apoio de foto ou desenho.',
              'Reconhecem o próprio nome entre outros da chamada.',
              'Reconhecem o próprio nome e o de colegas e os usam para escrever outras palavras.',
            ),
            skill(
              'A turma manuseia livros e outros portadores de texto, fingindo ler.',
              'As crianças ainda não se interessam pelos livros.',
              'Manuseiam livros folheando sem sequência.',
              'Manuseiam livros na sequência das páginas e comentam as imagens.',
              'Fingem ler, recontando a história com base nas imagens e na memória.',
            ),
            skill(
              'As crianças produzem escritas espontâneas (garatujas, letras, desenhos).',
              'As crianças ainda não registram por escrito.',
              'Registram com garatujas e desenhos.',
              'Registram com letras e pseudoletras, sem relação com os sons.',
              'Registram com letras, arriscando relações entre letras e sons.',
            ),
          ],
        },
      ],
    },
    {
      descricao: 'Espaços, tempos, quantidades, relações e transformações',
      categorias: [
        {
          descricao: 'Quantidades e números',
          habilidades: [
            skill(
              'As crianças contam oralmente objetos em brincadeiras e situações do cotidiano.',
              'As crianças ainda não recitam a sequência numérica.',
              'Recitam a sequência numérica sem relacioná-la aos objetos.',
              'Contam objetos até 10, relacionando número e quantidade.',
              'Contam objetos além de 10 e comparam quantidades.',
            ),
            skill(
              'A turma registra quantidades com desenhos, marcas ou números.',
              'As crianças ainda não registram quantidades.',
              'Registram quantidades com marcas sem correspondência.',
              'Registram quantidades com desenhos ou marcas em correspondência.',
              'Registram quantidades com números.',
            ),
            skill(
              'As crianças classificam e seriam objetos por cor, forma e tamanho.',
              'As crianças ainda não agrupam objetos.',
              'Agrupam objetos por um atributo, com ajuda.',
              'Classificam objetos por um atributo com autonomia.',
              'Classificam e ordenam objetos por mais de um atributo.',
            ),
          ],
        },
        {
          descricao: 'Tempo, espaço e natureza',
          habilidades: [
            skill(
              'As crianças situam acontecimentos da rotina (antes, depois, ontem, amanhã).',
              'As crianças ainda não se orientam pela rotina.',
              'Reconhecem momentos da rotina com apoio de imagens.',
              'Usam antes e depois para falar da rotina.',
              'Usam noções de tempo (ontem, hoje, amanhã) ao relatar acontecimentos.',
            ),
            skill(
              'A turma se orienta no espaço usando noções de posição (perto, longe, em cima, embaixo).',
              'As crianças ainda não usam noções de posição.',
              'Seguem comandos simples de posição em brincadeiras.',
              'Usam noções de posição para localizar objetos.',
              'Descrevem trajetos e localizações com noções de posição.',
            ),
            skill(
              'As crianças observam e descrevem fenômenos da natureza e transformações de materiais.',
              'As crianças ainda não demonstram curiosidade pelos fenômenos.',
              'Observam fenômenos quando o professor aponta.',
              'Observam e descrevem mudanças com apoio.',
              'Observam, descrevem e levantam hipóteses sobre as transformações.',
            ),
          ],
        },
      ],
    },
    {
      descricao: 'O eu, o outro e o nós',
      categorias: [
        {
          descricao: 'Convivência',
          habilidades: [
            skill(
              'As crianças compartilham brinquedos e materiais com os colegas.',
              'As crianças ainda disputam os materiais com frequência.',
              'Compartilham com a mediação do professor.',
              'Compartilham na maior parte das situações.',
              'Compartilham e propõem combinados de uso.',
            ),
            skill(
              'A turma respeita os combinados e as regras das brincadeiras.',
              'As crianças ainda não seguem os combinados.',
              'Seguem os combinados quando lembradas.',
              'Seguem os combinados na maior parte do tempo.',
              'Seguem e ajudam a construir os combinados da turma.',
            ),
            skill(
              'As crianças resolvem conflitos pelo diálogo.',
              'Os conflitos ainda se resolvem com choro ou agressão.',
              'Resolvem conflitos com a intervenção do professor.',
              'Resolvem conflitos simples conversando.',
              'Resolvem conflitos pelo diálogo e ajudam colegas a fazê-lo.',
            ),
          ],
        },
        {
          descricao: 'Autonomia e identidade',
          habilidades: [
            skill(
              'As crianças cuidam do próprio corpo e dos pertences (higiene, alimentação, mochila).',
              'As crianças ainda dependem do adulto para os cuidados.',
              'Realizam cuidados simples com ajuda.',
              'Realizam a maioria dos cuidados sozinhas.',
              'Realizam os cuidados com autonomia e ajudam os colegas.',
            ),
            skill(
              'As crianças expressam sentimentos, desejos e opiniões.',
              'As crianças ainda não expressam o que sentem com palavras.',
              'Expressam sentimentos com gestos e poucas palavras.',
              'Expressam sentimentos e desejos com palavras.',
              'Expressam sentimentos e opiniões, justificando-os.',
            ),
            skill(
              'A turma valoriza as características próprias e as dos colegas (origem, aparência, cultura).',
              'As crianças ainda não percebem diferenças entre si.',
              'Percebem diferenças físicas entre os colegas.',
              'Falam das próprias características e das dos colegas com respeito.',
              'Valorizam a diversidade e reconhecem a própria história e a da família.',
            ),
          ],
        },
      ],
    },
  ],
};

const EI = [1, 2, 3];
const EF = [4, 5, 6, 7, 8, 9];

/** Textual genres and their séries (9 Multisseriada EF gets every genre of 1º-5º ano). */
export const TEXTUAL_GENRES: { genero: string; series: number[] }[] = [
  { genero: 'Cantiga de roda', series: [...EI, 4, 9] },
  { genero: 'Parlenda', series: [...EI, 4, 9] },
  { genero: 'Trava-língua', series: [...EI, 4, 5, 9] },
  { genero: 'Conto de fadas', series: [...EI, 4, 5, 9] },
  { genero: 'Lista', series: [...EI, 4, 9] },
  { genero: 'Receita', series: [2, 3, 4, 5, 9] },
  { genero: 'Bilhete', series: [4, 5, 9] },
  { genero: 'Convite', series: [4, 5, 9] },
  { genero: 'Quadrinha', series: [4, 5, 9] },
  { genero: 'Fábula', series: [5, 6, 9] },
  { genero: 'Relato pessoal', series: [5, 6, 9] },
  { genero: 'Poema', series: [5, 6, 7, 8, 9] },
  { genero: 'Carta pessoal', series: [6, 7, 9] },
  { genero: 'História em quadrinhos', series: [6, 7, 9] },
  { genero: 'Verbete de dicionário', series: [6, 7, 9] },
  { genero: 'Notícia', series: [6, 7, 8, 9] },
  { genero: 'Lenda', series: [7, 9] },
  { genero: 'Carta de leitor', series: [7, 8, 9] },
  { genero: 'Texto de divulgação científica', series: [7, 8, 9] },
  { genero: 'Anúncio publicitário', series: [7, 8, 9] },
  { genero: 'Reportagem', series: [8, 9] },
  { genero: 'Crônica', series: [8, 9] },
  { genero: 'Entrevista', series: [8, 9] },
  { genero: 'Artigo de opinião', series: [8, 9] },
].map((g) => ({ ...g, series: [...new Set(g.series)].filter((s) => EI.includes(s) || EF.includes(s)) }));
