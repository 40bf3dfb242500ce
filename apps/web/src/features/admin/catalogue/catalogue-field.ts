import type { FieldLook } from '../../../components/forms/field-shell';

/** The catalogue's forms' look of the shared field. */
export const CATALOGUE_FIELD: FieldLook = { field: 'catalogue-field', error: 'catalogue-problem' };
