/**
 * The one student form of cadastrar-estudante and editar-estudante (spec 01 §2, §5 'Student form'):
 * react-hook-form with the domain's `studentFormSchema` (every message written once in
 * packages/domain), its inputs from the form kit (components/form). Série options follow the nível de ensino; unchecking
 * 'Pessoa com deficiência' clears the description. Cancelar asks the discard confirmation.
 */
import { useState, type ReactNode } from 'react';
import { Box, Card, CardContent, Divider, Stack, TextField } from '@mui/material';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCpf, normalizeCpf } from '@siam/domain/cpf';
import { CORES, NIVEIS_ENSINO, TRANSPORTES, seriesDoNivel } from '@siam/domain/enums';
import {
  STUDENT_INEP_LENGTH,
  STUDENT_NAME_MAX,
  sanitizeStudentInep,
  studentFormSchema,
  type StudentFormInput,
  type StudentFormValues,
} from '@siam/domain/students';
import type { Aluno } from '@siam/domain/contracts/students';
import {
  DiscardDialog,
  FormActions,
  FormCheckbox,
  FormGrid,
  FormSection,
  FormSelectField,
  FormTextField,
  PersonIdFields,
  nameText,
  type FormTextFieldProps,
} from '../../components/form';

export const CANCEL_TITLE = 'Você tem certeza que deseja cancelar as alterações?';
export const CANCEL_TEXT = 'Todas as mudanças não salvas serão perdidas.';

/** The form of a new student whose CPF was checked. */
export function newStudentValues(cpf: string): StudentFormInput {
  return {
    nome: '',
    cpf: formatCpf(cpf),
    sexo: '',
    cor: null,
    transporte: null,
    dataNascimento: '',
    nomeMae: '',
    nomePai: '',
    codigoInep: '',
    nivelEnsino: null,
    serie: null,
    pessoaComDeficiencia: false,
    descricaoDeficiencia: '',
    participaAee: false,
    contraturno: false,
    estudanteAlfabetizado: false,
    dificuldadePedagogica: false,
  };
}

/** The form of a registered student. */
export function studentValues(a: Aluno): StudentFormInput {
  return {
    nome: a.nome ?? '',
    cpf: formatCpf(a.cpf ?? ''),
    sexo: a.sexo ?? '',
    cor: a.cor,
    transporte: a.transporte,
    dataNascimento: a.dataNascimento ?? '',
    nomeMae: a.nomeMae ?? '',
    nomePai: a.nomePai ?? '',
    codigoInep: a.codigoInep ?? '',
    nivelEnsino: a.nivelEnsino,
    serie: a.serie,
    pessoaComDeficiencia: Boolean(a.pessoaComDeficiencia),
    descricaoDeficiencia: a.descricaoDeficiencia ?? '',
    participaAee: Boolean(a.participaAee),
    contraturno: Boolean(a.contraturno),
    estudanteAlfabetizado: Boolean(a.estudanteAlfabetizado),
    dificuldadePedagogica: Boolean(a.dificuldadePedagogica),
  };
}

/** The body of POST/PUT /api/Alunos: CPF as digits, empty optional texts as null. */
export function studentBody(values: StudentFormValues): Record<string, unknown> {
  const v = values as unknown as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim() : null);
  return {
    ...v,
    cpf: normalizeCpf(String(v.cpf ?? '')),
    nomePai: text(v.nomePai),
    codigoInep: text(v.codigoInep),
    descricaoDeficiencia: v.pessoaComDeficiencia ? text(v.descricaoDeficiencia) : null,
  };
}

function Section({ title, children, columns = 3 }: { title: string; children: ReactNode; columns?: 2 | 3 }) {
  return (
    <FormSection title={title}>
      <FormGrid columns={columns}>{children}</FormGrid>
    </FormSection>
  );
}

function wide(n: 2 | 3 | 'all') {
  return { gridColumn: n === 'all' ? '1 / -1' : { xs: 'auto', sm: '1 / -1', lg: `span ${n}` } };
}

/** A text input of the form. */
function TextInput({
  maxLength,
  inputMode,
  readOnly,
  span,
  ...props
}: FormTextFieldProps<StudentFormInput> & {
  maxLength?: number;
  inputMode?: 'text' | 'numeric';
  readOnly?: boolean;
  span?: 2 | 3 | 'all';
}) {
  return (
    <FormTextField
      {...props}
      sx={span ? wide(span) : undefined}
      slotProps={{ htmlInput: { maxLength, inputMode, readOnly, autoComplete: 'off' } }}
    />
  );
}

export interface StudentFormProps {
  mode: 'create' | 'update';
  defaultValues: StudentFormInput;
  /** The external enrolment number, shown read-only when editing. */
  matricula?: string | null;
  /** The CPF was checked before the form opened (registration): read-only. */
  cpfLocked?: boolean;
  onSubmit: (values: StudentFormValues) => Promise<unknown>;
  /** After the discard confirmation. */
  onCancel: () => void;
  /** Shown above the buttons (e.g. the school the student will belong to). */
  footer?: ReactNode;
}

export function StudentForm({
  mode,
  defaultValues,
  matricula,
  cpfLocked = false,
  onSubmit,
  onCancel,
  footer,
}: StudentFormProps) {
  const { control, handleSubmit, setValue, formState } = useForm<
    StudentFormInput,
    unknown,
    StudentFormValues
  >({
    resolver: zodResolver(studentFormSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const [confirmCancel, setConfirmCancel] = useState(false);
  const nivel = useWatch({ control, name: 'nivelEnsino' as FieldPath<StudentFormInput> }) as number | null;
  const deficiencia = useWatch({
    control,
    name: 'pessoaComDeficiencia' as FieldPath<StudentFormInput>,
  }) as boolean;
  const serieOptions = nivel ? seriesDoNivel(nivel) : [];
  const saving = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    await onSubmit(values);
  });

  return (
    <Card>
      <CardContent>
        <Box component="form" noValidate onSubmit={submit} aria-label="Dados do estudante">
          <Stack spacing={4}>
            <Section title="Identificação">
              <TextInput
                control={control}
                name="nome"
                label="Nome completo"
                required
                maxLength={STUDENT_NAME_MAX}
                sanitize={nameText}
                span={2}
              />
              <PersonIdFields
                control={control}
                cpfHelper={
                  cpfLocked ? 'CPF verificado. Para usar outro, cancele e verifique novamente.' : undefined
                }
                cpfReadOnly={cpfLocked}
                sexLabelId="sexo-label"
              />
              <FormSelectField control={control} name="cor" label="Cor/raça" options={CORES} required />
              <TextInput
                control={control}
                name="codigoInep"
                label="Código INEP do estudante"
                maxLength={STUDENT_INEP_LENGTH}
                inputMode="numeric"
                sanitize={sanitizeStudentInep}
                helperText="Opcional. 12 dígitos."
              />
              {mode === 'update' ? (
                <TextField
                  label="Matrícula"
                  value={matricula ?? ''}
                  placeholder="Não informada"
                  helperText="Número de matrícula do sistema de origem; não pode ser alterado."
                  slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
                />
              ) : null}
            </Section>

            <Divider />
            <Section title="Filiação" columns={2}>
              <TextInput
                control={control}
                name="nomeMae"
                label="Nome da mãe"
                required
                maxLength={STUDENT_NAME_MAX}
                sanitize={nameText}
              />
              <TextInput
                control={control}
                name="nomePai"
                label="Nome do pai"
                maxLength={STUDENT_NAME_MAX}
                sanitize={nameText}
                helperText="Opcional."
              />
            </Section>

            <Divider />
            <Section title="Escolarização">
              <FormSelectField
                control={control}
                name="nivelEnsino"
                label="Nível de ensino"
                options={NIVEIS_ENSINO}
                onPicked={() =>
                  setValue('serie' as FieldPath<StudentFormInput>, null as never, { shouldValidate: false })
                }
              />
              <FormSelectField
                control={control}
                name="serie"
                label="Série"
                options={serieOptions}
                disabled={!nivel}
                helperText={nivel ? undefined : 'Escolha antes o nível de ensino.'}
              />
              <FormSelectField
                control={control}
                name="transporte"
                label="Transporte escolar"
                options={TRANSPORTES}
                required
              />
              <Box sx={{ ...wide('all'), display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
                <FormCheckbox control={control} name="estudanteAlfabetizado" label="Alfabetizado" />
                <FormCheckbox
                  control={control}
                  name="participaAee"
                  label="Participa do AEE (Atendimento Educacional Especializado)"
                />
                <FormCheckbox control={control} name="contraturno" label="Frequenta o contraturno" />
                <FormCheckbox
                  control={control}
                  name="dificuldadePedagogica"
                  label="Apresenta dificuldade pedagógica"
                />
              </Box>
            </Section>

            <Divider />
            <Section title="Deficiência">
              <Box sx={wide('all')}>
                <FormCheckbox
                  control={control}
                  name="pessoaComDeficiencia"
                  label="Pessoa com deficiência"
                  onToggle={(checked) => {
                    if (!checked)
                      setValue('descricaoDeficiencia' as FieldPath<StudentFormInput>, '' as never, {
                        shouldValidate: true,
                      });
                  }}
                />
              </Box>
              {deficiencia ? (
                <TextInput
                  control={control}
                  name="descricaoDeficiencia"
                  label="Descrição da deficiência"
                  required
                  maxLength={STUDENT_NAME_MAX}
                  span={2}
                />
              ) : null}
            </Section>

            {footer}
            <FormActions
              saving={saving}
              onCancel={() => setConfirmCancel(true)}
              submitSx={{ minWidth: 120 }}
            />
          </Stack>
        </Box>
      </CardContent>
      <DiscardDialog
        open={confirmCancel}
        title={CANCEL_TITLE}
        text={CANCEL_TEXT}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => {
          setConfirmCancel(false);
          onCancel();
        }}
      />
    </Card>
  );
}
