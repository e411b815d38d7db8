/**
 * A menu document (as the custom module exports it) with the labels that have a translation replaced; the
 * links stay as they are, since the portal keeps the reader's language itself. Submenus keep their shape
 * (a list, or an object keyed by menu link id).
 */
export function translateMenu(items: readonly unknown[], labels: ReadonlyMap<string, string>): unknown[] {
  return items.map((item) => translateItem(item, labels));
}

function translateItem(item: unknown, labels: ReadonlyMap<string, string>): unknown {
  if (typeof item !== 'object' || item === null) return item;
  const link = item as { label?: unknown; sub?: unknown };
  const label = typeof link.label === 'string' ? (labels.get(link.label) ?? link.label) : link.label;
  return { ...link, label, sub: translateSubmenu(link.sub, labels) };
}

function translateSubmenu(sub: unknown, labels: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(sub)) return translateMenu(sub, labels);
  if (typeof sub !== 'object' || sub === null) return sub;
  return Object.fromEntries(Object.entries(sub).map(([key, item]) => [key, translateItem(item, labels)]));
}
