import { FieldItem, useFieldContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One of several controls inside a FormField (a checkbox of a list or tree). Without it every checkbox takes
 * the field's own id and label, so they would share one id and all be named after the field. Outside a field
 * it changes nothing.
 */
export function FieldItemScope({ value, children }: { value: string; children: ReactNode }) {
  const field = useFieldContext();
  return field ? <FieldItem value={value}>{children}</FieldItem> : children;
}
