/**
 * /cadastrar-premio, 'Consultar Prêmio' (spec 03 §2.14, §5.8, §9): three accordions, (a) the award
 * years with their parcel years, (b) the values per school type split in the two parcels, (c) the
 * number of schools per category; a side editor adds a year or changes values and counts. The chosen
 * year is kept in the address (`?ano=2025`), so a reload shows it again. Administrador only (the menu
 * and the screen guard use `register.award`; the API checks it too).
 */
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Button,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { AWARD_MSG, VISIT_UI_MSG } from '@siam/domain/visit-reports';
import { errorText } from '../../api/client';
import { DataTable, type DataTableColumn } from '../../components/data-table';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { SidePanel } from '../../components/side-panel';
import { parcelYearCells, schoolCountRows, valueRows, type SchoolTypeId, type ValueRow } from './award-rules';
import { CountForm } from './count-form';
import { LOAD_YEARS_ERROR, LOAD_YEAR_ERROR, NO_SCHOOL_COUNTS } from './messages';
import { useAwardYear, useAwardYears } from './queries';
import type { AnoPremio } from '@siam/domain/contracts/award';
import { ValuesForm } from './values-form';
import { YearForm } from './year-form';

const YEAR_COLUMNS: DataTableColumn<AnoPremio>[] = [
  { id: 'ano', label: 'Prêmio' },
  {
    id: 'primeira',
    label: '1º Parcela',
    render: (y) => parcelYearCells(y.ano).primeira,
    sortValue: (y) => parcelYearCells(y.ano).primeira,
    kind: 'integer',
  },
  {
    id: 'segunda',
    label: '2º Parcela',
    render: (y) => parcelYearCells(y.ano).segunda,
    sortValue: (y) => parcelYearCells(y.ano).segunda,
    kind: 'integer',
  },
];

const VALUE_COLUMNS: DataTableColumn<ValueRow>[] = [
  { id: 'escola', label: 'Escola' },
  { id: 'valor', label: 'Valor do Prêmio', render: (r) => (r.informado ? r.valor : <em>{r.valor}</em>) },
  { id: 'primeiraPercent', label: '1º Parcela %', align: 'right' },
  { id: 'primeiraValor', label: 'Valor 1º Parcela', align: 'right' },
  { id: 'segundaPercent', label: '2º Parcela %', align: 'right' },
  { id: 'segundaValor', label: 'Valor 2º Parcela', align: 'right' },
];

type CountRow = ReturnType<typeof schoolCountRows>[number];
const COUNT_COLUMNS: DataTableColumn<CountRow>[] = [
  { id: 'categoria', label: 'Categoria' },
  { id: 'quantidadeEscolas', label: 'Quantidade', align: 'right', width: 140 },
];

type Panel = 'anos' | 'valores' | 'escolas';
/** The editor being shown; `key` remounts it per opening. */
type Editing =
  | { kind: 'year'; key: number }
  | { kind: 'values'; tipo: SchoolTypeId | null; key: number }
  | { kind: 'count'; categoriaId: number | null; key: number }
  | null;

/** A section's line of explanation with its action button beside it. */
function SectionIntro({
  icon,
  action,
  onAction,
  children,
}: {
  icon: ReactNode;
  action: string;
  onAction: () => void;
  children: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography color="text.secondary">{children}</Typography>
      <Button variant="contained" startIcon={icon} onClick={onAction} sx={{ flexShrink: 0 }}>
        {action}
      </Button>
    </Stack>
  );
}

function Section({
  id,
  title,
  expanded,
  onToggle,
  children,
}: {
  id: Panel;
  title: string;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      variant="outlined"
      slots={{ heading: 'h2' }}
      sx={{ '& .MuiAccordion-heading': { m: 0 } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`premio-${id}-header`}
        aria-controls={`premio-${id}-content`}
      >
        <Typography variant="h2" component="span">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`premio-${id}-content`} sx={{ pt: 0 }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
}

export default function AwardPage() {
  const [params, setParams] = useSearchParams();
  const anoParam = Number(params.get('ano'));
  const years = useAwardYears();
  const list = years.data ?? [];
  const selected = list.find((y) => y.ano === anoParam) ?? null;
  const detail = useAwardYear(selected?.id ?? null);
  const award = detail.data ?? null;
  // Valores and Quantidade de Escolas start open when the address already names a year (a reload).
  const [open, setOpen] = useState<Record<Panel, boolean>>(() => {
    const chosen = params.get('ano') !== null;
    return { anos: true, valores: chosen, escolas: chosen };
  });
  const [editing, setEditing] = useState<Editing>(null);

  const toggle = (panel: Panel) => () => setOpen((o) => ({ ...o, [panel]: !o[panel] }));
  const choose = (ano: number) => {
    setParams({ ano: String(ano) }, { replace: true });
    setOpen({ anos: true, valores: true, escolas: true });
  };
  const close = () => setEditing(null);

  /** What (b) and (c) show until the chosen year's data is there. */
  const pending = (): ReactNode => {
    if (!params.get('ano') || years.isError) return <Alert severity="info">{AWARD_MSG.selectYear}</Alert>;
    if (years.isPending) return <Loading minHeight={60} />;
    if (!selected) return <Alert severity="warning">{VISIT_UI_MSG.noAwardForYear}</Alert>;
    if (detail.isError) return <Alert severity="error">{errorText(detail.error, LOAD_YEAR_ERROR)}</Alert>;
    if (!award) return <Loading minHeight={60} />;
    return null;
  };

  const title = (kind: NonNullable<Editing>['kind']) =>
    kind === 'year'
      ? 'Cadastrar Ano Prêmio'
      : kind === 'values'
        ? `Valores do Prêmio ${award?.ano ?? ''}`
        : `Quantidade de Escolas do Prêmio ${award?.ano ?? ''}`;

  return (
    <>
      <PageHeader
        title={VISIT_UI_MSG.awardTitle}
        subtitle="Anos do prêmio, o valor de cada tipo de escola dividido nas duas parcelas e a quantidade de escolas por categoria."
      />
      <Stack spacing={2}>
        <Section
          id="anos"
          title={selected ? `Prêmio ${selected.ano}` : 'Prêmio'}
          expanded={open.anos}
          onToggle={toggle('anos')}
        >
          <SectionIntro
            icon={<AddIcon />}
            action="Adicionar ano prêmio"
            onAction={() => setEditing({ kind: 'year', key: Date.now() })}
          >
            Clique em um ano para ver e alterar os seus valores e quantidades de escolas.
          </SectionIntro>
          {years.isError ? (
            <Alert severity="error">{errorText(years.error, LOAD_YEARS_ERROR)}</Alert>
          ) : (
            <DataTable
              ariaLabel="Anos do prêmio"
              exportSource={{ path: '/AnoPremio' }}
              columns={YEAR_COLUMNS}
              rows={list}
              getRowKey={(y) => y.id}
              getRowLabel={(y) => `Prêmio ${y.ano}`}
              onRowClick={(y) => choose(y.ano)}
              selectedIndex={selected ? list.indexOf(selected) : null}
              loading={years.isPending}
              emptyMessage={VISIT_UI_MSG.noAwardYears}
              height={270}
            />
          )}
        </Section>

        <Section id="valores" title="Valores" expanded={open.valores} onToggle={toggle('valores')}>
          {pending() ??
            (award ? (
              <>
                <SectionIntro
                  icon={<EditOutlinedIcon />}
                  action="Informar valores"
                  onAction={() => setEditing({ kind: 'values', tipo: null, key: Date.now() })}
                >
                  O valor de cada tipo de escola no Prêmio {award.ano}, dividido nas duas parcelas.
                </SectionIntro>
                <DataTable
                  ariaLabel={`Valores do Prêmio ${award.ano}`}
                  columns={VALUE_COLUMNS}
                  rows={valueRows(award)}
                  getRowKey={(r) => r.tipo}
                  getRowLabel={(r) => r.escola}
                  onRowClick={(r) => setEditing({ kind: 'values', tipo: r.tipo, key: Date.now() })}
                  onEdit={(r) => setEditing({ kind: 'values', tipo: r.tipo, key: Date.now() })}
                  selectedIndex={null}
                  height={200}
                />
              </>
            ) : null)}
        </Section>

        <Section
          id="escolas"
          title="Quantidade de Escolas"
          expanded={open.escolas}
          onToggle={toggle('escolas')}
        >
          {pending() ??
            (award ? (
              <>
                <SectionIntro
                  icon={<AddIcon />}
                  action="Informar quantidade"
                  onAction={() => setEditing({ kind: 'count', categoriaId: null, key: Date.now() })}
                >
                  Quantas escolas de cada categoria participam do Prêmio {award.ano}.
                </SectionIntro>
                <DataTable
                  ariaLabel={`Quantidade de Escolas do Prêmio ${award.ano}`}
                  columns={COUNT_COLUMNS}
                  rows={schoolCountRows(award)}
                  getRowKey={(r) => r.categoriaId}
                  getRowLabel={(r) => r.categoria}
                  onRowClick={(r) =>
                    setEditing({ kind: 'count', categoriaId: r.categoriaId, key: Date.now() })
                  }
                  onEdit={(r) => setEditing({ kind: 'count', categoriaId: r.categoriaId, key: Date.now() })}
                  selectedIndex={null}
                  emptyMessage={NO_SCHOOL_COUNTS}
                  height={270}
                />
              </>
            ) : null)}
        </Section>
      </Stack>

      <SidePanel
        open={editing !== null}
        onClose={close}
        title={editing ? title(editing.kind) : ''}
        width={560}
      >
        {editing?.kind === 'year' ? (
          <YearForm
            key={editing.key}
            existing={list.map((y) => y.ano)}
            onSaved={(created) => {
              choose(created.ano);
              close();
            }}
            onCancel={close}
          />
        ) : editing?.kind === 'values' && award ? (
          <ValuesForm key={editing.key} award={award} tipo={editing.tipo} onSaved={close} onCancel={close} />
        ) : editing?.kind === 'count' && award ? (
          <CountForm
            key={editing.key}
            award={award}
            categoriaId={editing.categoriaId}
            onSaved={close}
            onCancel={close}
          />
        ) : null}
      </SidePanel>
    </>
  );
}
