/** What a person typed, as the server compares it: trimmed, upper case. */
export function normalizeBoxSerial(input: string): string {
  return input.trim().toUpperCase();
}

const BOX_SERIAL = /^[A-Z0-9-]{3,64}$/;

/** A normalised serial the server accepts (SerialDto): 3 to 64 letters, digits and dashes. */
export function isBoxSerial(serial: string): boolean {
  return BOX_SERIAL.test(serial);
}
