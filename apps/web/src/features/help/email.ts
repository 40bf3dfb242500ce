// Spec 5: a local part, an at sign, a domain and a 2 to 5 letter suffix (one address here).
const EMAIL = /^[^\s@;]+@[^\s@;]+\.[A-Za-z]{2,5}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}
