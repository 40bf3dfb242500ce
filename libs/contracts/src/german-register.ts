// The shop speaks German with "du" everywhere: the site, the mails and the invoices. What breaks
// that, for the tests of the web's locales and of the server's mails and invoice labels. Any
// capitalised Sie/Ihr… is the formal "you": a sentence that starts with "they/she/it" is rephrased
// ("Die App zeigt…") rather than listed as an exception.

export const FORMAL_ADDRESS = /(?<!\p{L})(Sie|Ihnen|Ihre?[mnrs]?)(?!\p{L})/u;

/** "Du/Dein…" capitalised after a lower-case word or a comma: mid-sentence, where it is written small. */
export const CAPITAL_DU_MID_SENTENCE = /(?<=[\p{Ll},;] )(Du|Dich|Dir|Dein\p{L}*)(?!\p{L})/u;

/** Every string of a text tree (a locale file, the texts of the mails), with its key path. */
export function textsOf(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => textsOf(value, path ? `${path}.${key}` : key));
}

/** The texts of a tree that match `pattern`, with their key paths. */
export function textsMatching(tree: unknown, pattern: RegExp, path = ''): [string, string][] {
  return textsOf(tree, path).filter(([, text]) => pattern.test(text));
}
