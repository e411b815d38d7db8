import type { FastifyInstance } from 'fastify';
import { FIELD_DATA_MAX_BYTES, FIELD_DATA_PATH } from '../../src/infrastructure/field-data/field-data-wire';

/**
 * `POST /field-data` on `npm start`'s origin: 204 and nothing counted, so a build whose config.json samples
 * visits meets no error in the browser here. The real endpoint is the first-screen service's
 * (src/server/field-data.ts), behind nginx.
 */
export function registerFieldDataRoute(app: FastifyInstance) {
  app.post(FIELD_DATA_PATH, { bodyLimit: FIELD_DATA_MAX_BYTES }, (_request, reply) =>
    reply.code(204).header('cache-control', 'no-store').send(),
  );
}
