import type { FieldPath, FieldValues, UseFormProps, UseFormReturn } from 'react-hook-form';

/**
 * useForm options for the forms of spec §5: the schema's messages show when the form is submitted, and each
 * goes as soon as its field is typed in (textFieldProps); nothing is checked again before the next submit, and
 * focus stays where the user left it.
 */
export const CHECK_ON_SUBMIT = {
  mode: 'onSubmit',
  reValidateMode: 'onSubmit',
  shouldFocusError: false,
} as const satisfies UseFormProps;

type FieldForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'register' | 'clearErrors' | 'getFieldState' | 'formState'
>;

/** A TextField's props for one field of a CHECK_ON_SUBMIT form: `register`, the clearing on typing, its message. */
export function textFieldProps<T extends FieldValues>(form: FieldForm<T>, name: FieldPath<T>) {
  return {
    ...form.register(name, {
      onChange: () => {
        if (form.getFieldState(name).error) form.clearErrors(name);
      },
    }),
    error: form.getFieldState(name, form.formState).error?.message,
  };
}
