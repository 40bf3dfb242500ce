import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/** A refused field's problem (a text, or a key the form words), by the field's name ("titles.en" for nested ones). */
export type FieldProblems = Partial<Record<string, string | undefined>>;

/**
 * A react-hook-form resolver of rules written as plain functions (most shared with the server in
 * libs/contracts): `problemsOf` names each refused field's problem, the error's message; with none,
 * the form's submit handler gets `sentOf(values)` (the body to send), or the values as typed.
 */
export function rulesResolver<TValues extends FieldValues, TSent = TValues>(
  problemsOf: (values: TValues) => FieldProblems,
  sentOf: (values: TValues) => TSent = (values) => values as unknown as TSent,
): Resolver<TValues, unknown, TSent> {
  return (values, _context, options) => {
    const errors: Record<string, FieldError> = {};
    for (const [name, problem] of Object.entries(problemsOf(values)))
      if (problem) errors[name] = { type: 'validate', message: problem };
    if (Object.keys(errors).length > 0) return { values: {}, errors: toNestErrors(errors, options) };
    return { values: sentOf(values), errors: {} };
  };
}
