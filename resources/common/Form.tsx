// The one place react-admin's form is imported: everywhere else takes this one (eslint.config.js).
// eslint-disable-next-line no-restricted-imports
import { Form as ReactAdminForm, type FormProps } from 'react-admin';

/**
 * react-admin's form, checked by its validators alone (noValidate): without it the browser checked
 * an email or a required field first, in its own words and language — an English bubble in the
 * French app — and the field's error was never tied to it. The guest pages' and the portal's forms
 * say noValidate themselves.
 */
export function Form<RecordType = Record<string, unknown>>(props: FormProps<RecordType>) {
  return <ReactAdminForm<RecordType> noValidate {...props} />;
}
