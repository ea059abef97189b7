/**
 * The form kit: layout parts and MUI inputs bound to react-hook-form through `control` and `name`,
 * typed on the form's values. Every form screen builds its fields from these.
 */
export { inputText, type Bound } from './bound';
export { FormCheckbox, FormRadioGroup } from './choice-fields';
export { DiscardDialog, FormActions } from './form-actions';
export { FormGrid, FormSection } from './form-section';
export { focusFirstInvalid, useFocusFirstInvalid } from './focus-first-invalid';
export { PersonIdFields, nameText } from './person-fields';
export { useChangeClearsError } from './use-change-clears-error';
export {
  FormCpfField,
  FormDateField,
  FormMaskedField,
  FormMoneyField,
  FormPhoneField,
  type FormMaskedProps,
} from './masked-fields';
export { FormSelectField, type FormSelectFieldProps } from './select-field';
export { FormTextField, type FormTextFieldProps } from './text-field';
