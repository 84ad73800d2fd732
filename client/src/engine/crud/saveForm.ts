import { readApiProblem } from '../apollo/errors';
import { notify } from '../feedback/toaster';

/** The part of a form that shows the server's per-field messages (useForm's state fits). */
export interface ServerErrorTarget {
  values: Readonly<Record<string, unknown>>;
  setErrors(errors: Partial<Record<string, string>>): void;
}

/**
 * Runs a create-or-update mutation for a form. Success announces 新增成功 or 更新成功 and answers true. A
 * refusal shows the server's messages under the fields they name; a message about no field of the form (a
 * stale version, a rule across fields, a missing permission) becomes an error notice. Transport failures are
 * announced by the Apollo error link.
 */
export async function saveForm(
  form: ServerErrorTarget,
  run: () => Promise<unknown>,
  options: {
    updating: boolean;
    /** Input fields whose form field has another name: { expireTime: 'expireDate' }. */
    fieldNames?: Readonly<Record<string, string>>;
  },
): Promise<boolean> {
  try {
    await run();
  } catch (error) {
    const problem = readApiProblem(error);
    if (!problem) return false;
    const known = Object.fromEntries(
      Object.entries(problem.fields)
        .map(([field, message]) => [options.fieldNames?.[field] ?? field, message] as const)
        .filter(([field]) => field in form.values),
    );
    if (Object.keys(known).length > 0) form.setErrors(known);
    else notify('error', { text: problem.message });
    return false;
  }
  notify('success', { id: options.updating ? 'common.updateSuccess' : 'common.createSuccess' });
  return true;
}
