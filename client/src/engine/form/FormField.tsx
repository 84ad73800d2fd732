import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  /** The message to show under the control; marks the field invalid. */
  error?: string | undefined;
  required?: boolean;
  readOnly?: boolean;
  helperText?: ReactNode;
  /** One control (Input, Textarea, select ...): it receives the label's id and the invalid state from the field. */
  children: ReactNode;
}

/** Label, control and message in the layout every form uses. */
export function FormField({ label, error, required, readOnly, helperText, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required && !readOnly} readOnly={readOnly}>
      <Field.Label fontWeight="medium" color="fg.muted">
        {label}
        {!readOnly && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
