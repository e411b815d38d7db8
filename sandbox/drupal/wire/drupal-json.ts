/**
 * Encodes JSON the way Drupal's serializer does (PHP json_encode with the HEX flags): `< > ' & "` as
 * \u003C…, slashes as `\/` and non-ASCII characters as \uXXXX. Any JSON parser reads it; serving it
 * this way keeps the front end honest about parsing rather than pattern-matching raw text.
 */
const HEX_ESCAPES: Record<string, string> = {
  '<': '\\u003C',
  '>': '\\u003E',
  "'": '\\u0027',
  '&': '\\u0026',
  '/': '\\/',
};

export function toDrupalJson(payload: unknown): string {
  // These characters can only occur inside JSON strings, so a textual replacement is safe.
  return (
    JSON.stringify(payload)
      // A quote inside a string (JSON_HEX_QUOT); escapes are read in pairs, so `\\` before a closing quote stays.
      .replace(/\\(.)/g, (pair, escaped: string) => (escaped === '"' ? '\\u0022' : pair))
      .replace(/[<>'&/]/g, (character) => HEX_ESCAPES[character] ?? character)
      .replace(
        /[\u007f-\uffff]/g,
        (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
      )
  );
}
