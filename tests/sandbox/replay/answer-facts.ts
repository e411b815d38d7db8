/**
 * Facts of the answers that are neither a comment nor a node (tests/sandbox/recorded/README.md, the fourth
 * recording's `facts`): a login's shape, a token's length, a history read's timestamp, the read timestamps by
 * node label. `nodeLabel` reads a site's node id as the recording's label.
 */
export function answerFacts(
  type: string | null,
  text: string,
  nodeLabel: (id: string) => string,
): Record<string, unknown> | null {
  if (type === 'text/plain') return { length: text.length };
  if (/^\d+$/.test(text)) return { is_unix_seconds: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  if ('current_user' in parsed) {
    const keys = Object.keys(parsed).sort();
    return {
      uid_is_string: typeof (parsed.current_user as { uid?: unknown }).uid === 'string',
      keys,
      current_user_keys: Object.keys(parsed.current_user as object).sort(),
      has_tokens: keys.filter((key) => key.endsWith('_token')),
    };
  }
  const entries = Object.entries(parsed);
  // The read timestamps by node id; not the module's post-topic answer, `{"nid": …}`.
  if (entries.length > 0 && !('nid' in parsed) && entries.every(([, value]) => typeof value === 'number'))
    return Object.fromEntries(
      entries.map(([id, value]) => [nodeLabel(id), (value as number) > 0 ? 'read' : 0]),
    );
  return null;
}
