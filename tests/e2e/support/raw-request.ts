/** A GET as a stranger sends it, request target and headers exactly as written: tests/support/raw-request.ts. */
export { rawGet, type SiteAnswer as RawAnswer } from '../../support/raw-request';
