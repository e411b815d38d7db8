/** Now, as Drupal writes times: ISO 8601 to the second with `+00:00`, so text order stays time order. */
export function drupalNow(now = new Date()): string {
  return now.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
