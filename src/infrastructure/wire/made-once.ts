/**
 * `make` remembered by its argument: the same schemas for the same Drupal base (or menu), built once per process.
 * The server's renderer makes a container, and so gateways, for every page it draws; building a gateway's zod
 * schemas cost more than parsing the answers with them.
 */
export function madeOnce<K, T>(make: (key: K) => T): (key: K) => T {
  const made = new Map<K, T>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key) as T;
  };
}
