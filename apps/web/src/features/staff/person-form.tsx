/**
 * The one person form of the four staff kinds (spec 02 §3 'Person', §5 'Person forms'): director,
 * coordinator, registration team and teacher. react-hook-form on the domain's
 * `personFormSchema(kind, { institutionalDomains })` (every rule and message written once in
 * packages/domain), MUI inputs through Controller. The common fields, then the kind's extras: the
 * coordinator's shift and training flags, the director's management flag, the teacher's experience
 * flags. A flag shows its dependent fields; turning it off clears them.
 */
import { type ReactNode } from 'react';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCpf } from '@siam/domain/cpf';
import { SEXOS, TURNOS } from '@siam/domain/enums';
import { formatPhone } from '@siam/domain/phone';
import { PERSON_TEXT_MAX_LENGTH, personFormSchema, type PersonKind } from '@siam/domain/staff';
import type { Servidor } from '@siam/domain/contracts/staff';
import { CpfField } from '../../components/cpf-field';
import { DateField } from '../../components/date-field';
import { PhoneField } from '../../components/phone-field';

/** The form's values: every field of every kind, as the inputs hold them. */
export type PersonValues = Record<string, unknown>;
type PersonControl = Control<PersonValues>;

interface FlagField {
  flag: string;
  label: string;
  dependents: { name: string; label: string; helper?: string }[];
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
const KIND_TEXTS: Record<PersonKind, { name: string; label: string; helper?: string }[]> = {
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

function Grid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 2.5,
        rowGap: 2.5,
      }}
    >
      {children}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 2, color: 'primary.dark', p: 0 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function TextInput({
  control,
  name,
  label,
  required,
  helper,
  type,
  wide,
  sanitize,
}: {
  control: PersonControl;
  name: string;
  label: string;
  required?: boolean;
  helper?: string;
  type?: 'email' | 'text';
  wide?: boolean;
  sanitize?: (s: string) => string;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type={type}
          required={required}
          name={field.name}
          value={str(field.value)}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(sanitize ? sanitize(e.target.value) : e.target.value)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helper}
          sx={wide ? { gridColumn: { sm: '1 / -1' } } : undefined}
          slotProps={{ htmlInput: { maxLength: PERSON_TEXT_MAX_LENGTH, autoComplete: 'off' } }}
        />
      )}
    />
  );
}

/** Letters (accented too), spaces, apostrophes and hyphens: what a person's name holds. */
function nameText(s: string): string {
  return s.replace(/[^\p{L}\p{M} '-]+/gu, '');
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
      <Controller
        name={item.flag}
        control={control}
        render={({ field }) => (
          <FormControlLabel
            label={item.label}
            control={
              <Checkbox
                name={field.name}
                checked={Boolean(field.value)}
                onBlur={field.onBlur}
                onChange={(_e, checked) => {
                  field.onChange(checked);
                  if (!checked) onOff(item.dependents.map((d) => d.name));
                }}
              />
            }
          />
        )}
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
          {item.dependents.map((d) => (
            <TextInput
              key={d.name}
              control={control}
              name={d.name}
              label={d.label}
              helper={d.helper}
              required
            />
          ))}
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
        <Section title="Identificação">
          <Grid>
            <TextInput
              control={control}
              name="nome"
              label="Nome completo"
              required
              wide
              sanitize={nameText}
            />
            <Controller
              name="cpf"
              control={control}
              render={({ field, fieldState }) => (
                <CpfField
                  label="CPF"
                  name={field.name}
                  value={str(field.value)}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  onChange={field.onChange}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'CPF da busca. Para usar outro, busque novamente.'}
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
              )}
            />
            <Controller
              name="dataNascimento"
              control={control}
              render={({ field, fieldState }) => (
                <DateField
                  label="Data de nascimento"
                  name={field.name}
                  value={(field.value as string | null | undefined) ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  disableFuture
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <Controller
              name="sexo"
              control={control}
              render={({ field, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)} required>
                  <FormLabel id={`${formId}-sexo`} sx={{ fontSize: '0.8125rem', fontWeight: 600 }}>
                    Sexo
                  </FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={`${formId}-sexo`}
                    name={field.name}
                    value={str(field.value)}
                    onChange={(_e, v) => field.onChange(v)}
                    onBlur={field.onBlur}
                  >
                    {SEXOS.map((s) => (
                      <FormControlLabel key={s.id} value={s.id} control={<Radio />} label={s.nome} />
                    ))}
                  </RadioGroup>
                  {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
                </FormControl>
              )}
            />
            <Controller
              name="telefone"
              control={control}
              render={({ field, fieldState }) => (
                <PhoneField
                  name={field.name}
                  value={str(field.value)}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  onChange={field.onChange}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'Com DDD.'}
                />
              )}
            />
          </Grid>
        </Section>

        <Section title="Contato">
          <Grid>
            <TextInput
              control={control}
              name="email"
              label="E-mail institucional"
              type="email"
              required
              helper="O e-mail fornecido pela secretaria."
            />
            <TextInput
              control={control}
              name="emailPessoal"
              label="E-mail alternativo"
              type="email"
              required
              helper="Um e-mail pessoal, diferente do institucional."
            />
          </Grid>
        </Section>

        {kind === 'coordenador' ? (
          <Section title="Atuação">
            <Grid>
              <Controller
                name="turnoServidor"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    required
                    label="Turno"
                    name={field.name}
                    value={(field.value as number | string | undefined) ?? ''}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    onChange={(e) => field.onChange(Number(e.target.value))}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? 'Turno em que coordena na escola.'}
                  >
                    {TURNOS.map((t) => (
                      <MenuItem key={t.id} value={t.id}>
                        {t.nome}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              {texts.map((t) => (
                <TextInput key={t.name} control={control} name={t.name} label={t.label} helper={t.helper} />
              ))}
            </Grid>
          </Section>
        ) : null}

        {flags.length > 0 ? (
          <Section title={kind === 'professor' ? 'Experiência' : 'Formação e experiência'}>
            <Stack spacing={0.5}>
              {flags.map((item) => (
                <FlagGroup key={item.flag} control={control} item={item} onOff={clear} />
              ))}
            </Stack>
          </Section>
        ) : null}
      </Stack>
    </Box>
  );
}
