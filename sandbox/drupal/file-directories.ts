import { fileURLToPath } from 'node:url';

/**
 * Where the hosted files (hosted-files.ts) lie on disk. Apart from their names and URLs, so that code
 * reading the demo content in a browser-like test environment never resolves a file path.
 */
export const PUBLIC_FILE_DIRECTORY = fileURLToPath(new URL('./files/', import.meta.url));
export const PRIVATE_FILE_DIRECTORY = fileURLToPath(new URL('./files/private/', import.meta.url));
/** Core's error icons, as a Drupal root holds them (hosted-files.ts CORE_MARK_FILES). */
export const CORE_MARK_DIRECTORY = fileURLToPath(new URL('./files/core/misc/icons/e32700/', import.meta.url));
/** Core's own files under `core/misc/` (hosted-files.ts CORE_MISC_FILES). */
export const CORE_MISC_DIRECTORY = fileURLToPath(new URL('./files/core/misc/', import.meta.url));
