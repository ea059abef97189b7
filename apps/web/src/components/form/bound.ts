/**
 * What every field of the form kit receives: the form's `control` and the field's `name`, typed on the
 * form's values (a form whose resolver transforms its values passes its control as is).
 */
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

export interface Bound<T extends FieldValues> {
  // The context and transformed-values parameters differ from form to form; the fields read neither.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<T, any, any>;
  name: FieldPath<T>;
}

/** The text an input shows for a form value (null and undefined: empty). */
export function inputText(value: unknown): string {
  return value == null ? '' : String(value);
}
