/**
 * For tests that read a generated document's text back (pdftotext of a resume or a certificate):
 * the first of `words` that is not found after the one before it, or undefined when every word is
 * there in this order. A test expects it to be undefined, with the text as the failure's message.
 */
export function firstOutOfOrder(text: string, words: readonly string[]): { word: string; after: number } | undefined {
  let at = -1;
  for (const word of words) {
    const found = text.indexOf(word, at + 1);
    if (found <= at) return { word, after: at };
    at = found;
  }
  return undefined;
}
