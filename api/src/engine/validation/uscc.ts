import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { usccError } from '@zhuxie/domain/rules/uscc';

/** A unified social credit code (GB 32100-2015), with the rule's message for each failing case. */
export function IsUscc(options: Omit<ValidationOptions, 'message'> = {}): PropertyDecorator {
  return ValidateBy(
    { name: 'isUscc', validator: { validate: (v: unknown) => usccError(v) === undefined } },
    { ...options, message: (args: ValidationArguments) => usccError(args.value) ?? '' },
  );
}
