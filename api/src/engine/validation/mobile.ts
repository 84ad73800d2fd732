import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { mobileError } from '@zhuxie/domain/rules/mobile';

/** A mobile number (SPEC section 5), with the rule's message for each failing case. */
export function IsMobile(options: Omit<ValidationOptions, 'message'> = {}): PropertyDecorator {
  return ValidateBy(
    { name: 'isMobile', validator: { validate: (v: unknown) => mobileError(v) === undefined } },
    { ...options, message: (args: ValidationArguments) => mobileError(args.value) ?? '' },
  );
}
