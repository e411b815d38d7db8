import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { IMAGE_DIRECTORY, isSandboxImageFile } from '../images';

/** The content system's public files: the handful of illustrations the seed pages use. */
export const cmsFileRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>('/sites/default/files/:name', async (request, reply) => {
    const { name } = request.params;
    // Only catalogued names reach the file system, so no path can escape the folder.
    if (!isSandboxImageFile(name)) return reply.code(404).send({ message: 'File not found.' });
    const svg = await readFile(join(IMAGE_DIRECTORY, name));
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
};
