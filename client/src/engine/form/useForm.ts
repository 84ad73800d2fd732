import { type ChangeEvent, useCallback, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Rules, validateValues } from './rules';

export interface FormState<T extends Record<string, string>> {
  values: T;
  errors: FieldErrors<T>;
  /** Sets one value and clears that field's message. */
  setValue<K extends keyof T & string>(name: K, value: T[K]): void;
  /** Runs every rule; shows the messages and answers whether the form is valid. */
  validate(): boolean;
  /** Shows messages that came from elsewhere (the server's per-field errors); unknown field names are ignored. */
  setErrors(errors: Partial<Record<string, string>>): void;
  /** Back to the given (or initial) values without messages. */
  reset(values?: T): void;
  /** Props for a text input or textarea bound to one field. */
  field<K extends keyof T & string>(
    name: K,
  ): { name: K; value: T[K]; onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void };
}

/** A tiny form-state hook: text values, rule-based validation and per-field messages. Pass `rules` memoised (useMemo). */
export function useForm<T extends Record<string, string>>(options: {
  initialValues: T;
  rules?: Rules<T>;
}): FormState<T> {
  const initial = useRef(options.initialValues);
  const rules = options.rules;
  const [values, setValues] = useState<T>(options.initialValues);
  const [errors, setErrorState] = useState<FieldErrors<T>>({});

  const setValue = useCallback(<K extends keyof T & string>(name: K, value: T[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrorState((prev) => {
      if (!(name in prev)) return prev;
      const next = { ...prev };
      delete next[name];
      return next;
    });
  }, []);

  const validate = useCallback(() => {
    const found = validateValues(values, rules ?? ({} as Rules<T>));
    setErrorState(found);
    return Object.keys(found).length === 0;
  }, [values, rules]);

  const setErrors = useCallback((given: Partial<Record<string, string>>) => {
    const known = Object.keys(initial.current);
    const next: FieldErrors<T> = {};
    for (const [name, message] of Object.entries(given)) {
      if (message && known.includes(name)) next[name as keyof T & string] = message;
    }
    setErrorState(next);
  }, []);

  const reset = useCallback((next?: T) => {
    if (next) initial.current = next;
    setValues(initial.current);
    setErrorState({});
  }, []);

  const field = useCallback(
    <K extends keyof T & string>(name: K) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(name, event.target.value as T[K]),
    }),
    [values, setValue],
  );

  return useMemo(
    () => ({ values, errors, setValue, validate, setErrors, reset, field }),
    [values, errors, setValue, validate, setErrors, reset, field],
  );
}
