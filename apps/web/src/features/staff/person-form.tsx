/**
 * The one person form of the four staff kinds (spec 02 §3 'Person', §5 'Person forms'): director,
 * coordinator, registration team and teacher. react-hook-form on the domain's
 * `personFormSchema(kind, { institutionalDomains })` (every rule and message written once in
 * packages/domain), its inputs from the form kit (components/form). The common fields, then the kind's extras: the
 * coordinator's shift and training flags, the director's management flag, the teacher's experience
 * flags. A flag shows its dependent fields; turning it off clears them.
 */
import { type ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import { useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCpf } from '@siam/domain/cpf';
import { TURNOS } from '@siam/domain/enums';
import { formatPhone } from '@siam/domain/phone';
import { PERSON_TEXT_MAX_LENGTH, personFormSchema, type PersonKind } from '@siam/domain/staff';
import type { Servidor } from '@siam/domain/contracts/staff';
import {
  FormCheckbox,
  FormGrid,
  FormPhoneField,
  FormSection,
  FormSelectField,
  FormTextField,
  PersonIdFields,
  nameText,
  type FormTextFieldProps,
} from '../../components/form';

/** The form's values: every field of every kind, as the inputs hold them. */
export type PersonValues = Record<string, unknown>;
type PersonControl = Control<PersonValues>;

interface TextItem {
  name: string;
  label: string;
  helper?: string;
}

interface FlagField {
  flag: string;
  label: string;
  dependents: TextItem[];
}

/** The training and experience flags of each kind, in the form's order, with their dependent fields. */
export const KIND_FLAGS: Record<PersonKind, FlagField[]> = {
  diretor: [{ flag: 'formacaoGestao', label: 'Possui formação em gestão escolar', dependents: [] }],
  cadastro: [],
  coordenador: [
    {
      flag: 'formacaoPedagogia',
      label: 'Possui formação em Pedagogia',
      dependents: [
        { name: 'formacaoInicial', label: 'Formação inicial', helper: 'Curso e instituição da graduação.' },
      ],
    },
    { flag: 'formacaoGestaoEscolar', label: 'Possui formação em gestão escolar', dependents: [] },
    { flag: 'atuouProfessor', label: 'Já atuou como professor(a)', dependents: [] },
    {
      flag: 'acompanhaEduInfantil',
      label: 'Acompanha turmas de educação infantil',
      dependents: [
        {
          name: 'tempoAcompEduInfantil',
          label: 'Tempo de acompanhamento na educação infantil',
          helper: 'Por exemplo: 2 anos.',
        },
      ],
    },
    {
      flag: 'acompanhaEnsinoFund',
      label: 'Acompanha turmas de ensino fundamental',
      dependents: [
        {
          name: 'tempoAcompEnsinoFund',
          label: 'Tempo de acompanhamento no ensino fundamental',
          helper: 'Por exemplo: 3 anos.',
        },
      ],
    },
    {
      flag: 'especializacao',
      label: 'Possui especialização',
      dependents: [
        { name: 'areaEspecializacao', label: 'Área da especialização' },
        { name: 'institutoEspecializacao', label: 'Instituição da especialização' },
      ],
    },
    {
      flag: 'mestrado',
      label: 'Possui mestrado',
      dependents: [
        { name: 'areaMestrado', label: 'Área do mestrado' },
        { name: 'instituicaoMestrado', label: 'Instituição do mestrado' },
      ],
    },
    {
      flag: 'doutorado',
      label: 'Possui doutorado',
      dependents: [
        { name: 'areaDoutorado', label: 'Área do doutorado' },
        { name: 'instituicaoDoutorado', label: 'Instituição do doutorado' },
      ],
    },
  ],
  professor: [
    {
      flag: 'experProfEduInfantil',
      label: 'Tem experiência como professor(a) de educação infantil',
      dependents: [
        {
          name: 'tempoExperEduInfantil',
          label: 'Tempo de experiência na educação infantil',
          helper: 'Por exemplo: 2 anos.',
        },
      ],
    },
    {
      flag: 'experProfAlfabetizacao',
      label: 'Tem experiência como professor(a) alfabetizador(a)',
      dependents: [
        {
          name: 'tempoExperAlfabetizacao',
          label: 'Tempo de experiência em alfabetização',
          helper: 'Por exemplo: 4 anos.',
        },
      ],
    },
  ],
};

/** Free-text extras that belong to no flag. */
const KIND_TEXTS: Record<PersonKind, TextItem[]> = {
  diretor: [],
  cadastro: [],
  professor: [],
  coordenador: [
    { name: 'experCoordenacao', label: 'Experiência em coordenação', helper: 'Por exemplo: 5 anos.' },
  ],
};

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The form's values for `kind`: an empty form with the searched CPF, or the person found. */
export function personValues(kind: PersonKind, cpf: string, person?: Servidor | null): PersonValues {
  const p = (person ?? {}) as Record<string, unknown>;
  const values: PersonValues = {
    nome: str(p.nome),
    cpf: formatCpf(str(p.cpf) || cpf),
    email: str(p.email),
    emailPessoal: str(p.emailPessoal),
    dataNascimento: str(p.dataNascimento) || null,
    sexo: str(p.sexo),
    telefone: formatPhone(str(p.telefone)),
  };
  if (kind === 'coordenador') values.turnoServidor = p.turnoServidor ?? '';
  for (const f of KIND_FLAGS[kind]) {
    values[f.flag] = Boolean(p[f.flag]);
    for (const d of f.dependents) values[d.name] = str(p[d.name]);
  }
  for (const t of KIND_TEXTS[kind]) values[t.name] = str(p[t.name]);
  return values;
}

/** A text input of the form (person texts have one length limit). */
function TextInput({
  wide,
  ...props
}: Omit<FormTextFieldProps<PersonValues>, 'control'> & { control: PersonControl; wide?: boolean }) {
  return (
    <FormTextField
      {...props}
      sx={wide ? { gridColumn: { sm: '1 / -1' } } : undefined}
      slotProps={{ htmlInput: { maxLength: PERSON_TEXT_MAX_LENGTH, autoComplete: 'off' } }}
    />
  );
}

/** The free-text fields of a kind (a flag's dependents, the coordinator's extras). */
function TextItems({
  control,
  items,
  required,
}: {
  control: PersonControl;
  items: readonly TextItem[];
  required?: boolean;
}) {
  return items.map((t) => (
    <TextInput
      key={t.name}
      control={control}
      name={t.name}
      label={t.label}
      helperText={t.helper}
      required={required}
    />
  ));
}

function FlagGroup({
  control,
  item,
  onOff,
}: {
  control: PersonControl;
  item: FlagField;
  onOff: (names: string[]) => void;
}) {
  const on = Boolean(useWatch({ control, name: item.flag }));
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <FormCheckbox
        control={control}
        name={item.flag}
        label={item.label}
        onToggle={(checked) => {
          if (!checked) onOff(item.dependents.map((d) => d.name));
        }}
      />
      {on && item.dependents.length > 0 ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 2.5,
            pl: { sm: 4 },
            pt: 1,
            pb: 1,
          }}
        >
          <TextItems control={control} items={item.dependents} required />
        </Box>
      ) : null}
    </Box>
  );
}

export interface PersonFormProps {
  kind: PersonKind;
  /** The form element's id, so buttons outside it (a side panel's actions) can submit it. */
  formId: string;
  defaultValues: PersonValues;
  institutionalDomains: readonly string[];
  /** Receives the schema's output (CPF and phone as digits, empty optional texts null). */
  onSubmit: (values: PersonValues) => void | Promise<unknown>;
  /** Shown above the fields (e.g. 'Pessoa já cadastrada'). */
  header?: ReactNode;
}

export function PersonForm({
  kind,
  formId,
  defaultValues,
  institutionalDomains,
  onSubmit,
  header,
}: PersonFormProps) {
  const { control, handleSubmit, setValue } = useForm<PersonValues>({
    resolver: zodResolver(
      personFormSchema(kind, { institutionalDomains }),
    ) as unknown as Resolver<PersonValues>,
    defaultValues,
    mode: 'onTouched',
  });
  const flags = KIND_FLAGS[kind];
  const texts = KIND_TEXTS[kind];
  const clear = (names: string[]) => {
    for (const n of names) setValue(n, '', { shouldValidate: false });
  };

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      aria-label="Dados do servidor"
      onSubmit={handleSubmit(async (values) => {
        await onSubmit(values);
      })}
    >
      <Stack spacing={4}>
        {header}
        <FormSection title="Identificação">
          <FormGrid>
            <TextInput
              control={control}
              name="nome"
              label="Nome completo"
              required
              wide
              sanitize={nameText}
            />
            <PersonIdFields
              control={control}
              cpfHelper="CPF da busca. Para usar outro, busque novamente."
              cpfReadOnly
              sexLabelId={`${formId}-sexo`}
            />
            <FormPhoneField control={control} name="telefone" required helperText="Com DDD." />
          </FormGrid>
        </FormSection>

        <FormSection title="Contato">
          <FormGrid>
            <TextInput
              control={control}
              name="email"
              label="E-mail institucional"
              type="email"
              required
              helperText="O e-mail fornecido pela secretaria."
            />
            <TextInput
              control={control}
              name="emailPessoal"
              label="E-mail alternativo"
              type="email"
              required
              helperText="Um e-mail pessoal, diferente do institucional."
            />
          </FormGrid>
        </FormSection>

        {kind === 'coordenador' ? (
          <FormSection title="Atuação">
            <FormGrid>
              <FormSelectField
                control={control}
                name="turnoServidor"
                label="Turno"
                options={TURNOS}
                required
                helperText="Turno em que coordena na escola."
              />
              <TextItems control={control} items={texts} />
            </FormGrid>
          </FormSection>
        ) : null}

        {flags.length > 0 ? (
          <FormSection title={kind === 'professor' ? 'Experiência' : 'Formação e experiência'}>
            <Stack spacing={0.5}>
              {flags.map((item) => (
                <FlagGroup key={item.flag} control={control} item={item} onOff={clear} />
              ))}
            </Stack>
          </FormSection>
        ) : null}
      </Stack>
    </Box>
  );
}
