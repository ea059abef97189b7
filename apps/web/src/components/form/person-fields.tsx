/**
 * What the staff person form and the student form share: the CPF, birth date and sex fields (the
 * form's values name them `cpf`, `dataNascimento` and `sexo`) and the filter of a typed name.
 */
import type { FieldPath, FieldValues } from 'react-hook-form';
import { SEXOS } from '@siam/domain/enums';
import type { Bound } from './bound';
import { FormRadioGroup } from './choice-fields';
import { FormCpfField, FormDateField } from './masked-fields';

/** Letters (accented too), spaces, apostrophes and hyphens: what a person's name holds. */
export function nameText(s: string): string {
  return s.replace(/[^\p{L}\p{M} '-]+/gu, '');
}

export function PersonIdFields<T extends FieldValues>({
  control,
  cpfHelper,
  cpfReadOnly,
  sexLabelId,
}: Pick<Bound<T>, 'control'> & {
  cpfHelper?: string;
  cpfReadOnly: boolean;
  /** The id of the sex group's label (unique on the page). */
  sexLabelId: string;
}) {
  const name = (n: 'cpf' | 'dataNascimento' | 'sexo') => n as FieldPath<T>;
  return (
    <>
      <FormCpfField
        control={control}
        name={name('cpf')}
        label="CPF"
        required
        helperText={cpfHelper}
        slotProps={{ htmlInput: { readOnly: cpfReadOnly } }}
      />
      <FormDateField
        control={control}
        name={name('dataNascimento')}
        label="Data de nascimento"
        disableFuture
        required
      />
      <FormRadioGroup
        control={control}
        name={name('sexo')}
        label="Sexo"
        labelId={sexLabelId}
        options={SEXOS}
        required
      />
    </>
  );
}
