import { z } from 'zod/mini';
import { accountFields, matching } from '../account/schemas';

// The form of a shopper who registers at checkout: the registration's fields and rules (messages
// are keys of the `account` namespace), and for a VPN box the address it is shipped to.

const { email, newPassword, personName, optionalText, country } = accountFields;

const person = {
  name: personName,
  surname: personName,
  email,
  country,
  password: newPassword,
  passwordConfirm: z.string(),
};
const shippingAddress = {
  street: personName,
  zip: personName,
  city: personName,
  province: optionalText,
  shippingCountry: country,
  phone: optionalText,
};

export const registerCheckoutSchema = z.object(person).check(matching('password', 'passwordConfirm'));
export const registerBoxCheckoutSchema = z
  .object({ ...person, ...shippingAddress })
  .check(matching('password', 'passwordConfirm'));

/** Both forms' values: the address fields stay empty (and unchecked) for a pass. */
export type RegisterCheckoutValues = z.infer<typeof registerBoxCheckoutSchema>;
