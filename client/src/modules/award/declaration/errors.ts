import type { FieldError } from './rules';

/** The message of one field (the first, when the server and the rules both name it). */
export function fieldError(errors: readonly FieldError[] | undefined, field: string): string | undefined {
  return errors?.find((e) => e.field === field)?.message;
}

/** The errors under a prefix (`contractor.0`, `materials`), with the prefix and its dot removed from the field names. */
export function errorsFor(errors: readonly FieldError[] | undefined, prefix: string): FieldError[] {
  const start = `${prefix}.`;
  return (errors ?? [])
    .filter((e) => e.field.startsWith(start))
    .map((e) => ({ field: e.field.slice(start.length), message: e.message }));
}

/**
 * The errors without those of a field and of everything under it (`jointContractors` drops every unit's errors,
 * whose indexes no longer hold after a unit was removed): a page drops a field's (server) error when the editors
 * report that field changed.
 */
export function withoutField(errors: readonly FieldError[], field: string): FieldError[] {
  return errors.filter((e) => e.field !== field && !e.field.startsWith(`${field}.`));
}

/** The error name of a people field of a participant unit (as participantErrors names it). */
export const participantField = (group: string, index: number, field: string) => `${group}.${index}.${field}`;
/** The error name of a material slot (as applicationErrors names it). */
export const materialField = (slot: string) => `materials.${slot}`;

/**
 * Brings the first invalid control of `root` (default: the document) into view and focuses it, after a failed
 * submission. Answers whether there was one.
 */
export function scrollToFirstError(root: ParentNode = document): boolean {
  const first = root.querySelector<HTMLElement>(
    '[aria-invalid="true"], [data-invalid] input, [data-invalid] textarea, [data-invalid] select, [data-declaration-error]',
  );
  if (!first) return false;
  if (typeof first.scrollIntoView === 'function') first.scrollIntoView({ block: 'center', behavior: 'smooth' });
  first.focus({ preventScroll: true });
  return true;
}
