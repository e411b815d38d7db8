import { yieldToBrowser } from '../shared/yield-to-browser';

/**
 * Imported first by the entry (src/main.tsx), so the bundle places it first among the portal's own modules: the
 * libraries the entry's chunk imports (React, the router, rxjs, inversify, zod) are evaluated in one task, and the
 * portal's modules (its schemas, its decorated classes, its screens) in the next, instead of one long task for
 * both (docs/performance.md, "What each piece of start-up work costs"). The bundler runs a chunk's modules in
 * order, so this wait holds back the modules after it; nothing here is drawn, so nothing drawn changes.
 */
await yieldToBrowser();
