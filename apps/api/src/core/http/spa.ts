import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlAttribute, isSpaRoute, siteConfigHead } from '@shop/contracts';
import { AppConfig } from '../config/app-config';
import { toErrorBody } from '../errors/global-exception.filter';

/** Paths the server answers itself; everything else (GET, HTML) is the single-page app. */
export const SERVER_PATHS = /^\/(api|dev)(\/|$)|^\/info\.json$/i;

/** The path of a request target, without its query. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * The SPA's page with the settings it reads at run time (so one build serves every deployment):
 * the site configuration (store listings, downloads, contacts, the company), the smart app banner
 * metas of the apps that are listed, and the captcha site key.
 */
export function spaPage(indexFile: string, config: AppConfig): string {
  const html = readFileSync(indexFile, 'utf8');
  const head = [siteConfigHead(config.siteConfig)];
  const siteKey = config.env.CAPTCHA_SITE_KEY;
  if (siteKey) head.push(`<meta name="captcha-site-key" content="${htmlAttribute(siteKey)}" />`);
  return html.replace('</head>', `${head.join('\n')}\n</head>`);
}

/**
 * The built SPA (config.webDistDir), when there is one: hashed assets under /assets immutable for
 * a year, the other files for an hour, and the page itself, never cached stale, for every GET of a
 * path without a file extension outside the server's own paths: with 200 on the app's routes
 * (libs/contracts routes.ts), with 404 elsewhere, where the app shows its not-found screen. The routes live in a plugin of
 * their own, so only they are compressed: API answers are small and go out as they are. Anything
 * else (an API path, a missing file) goes on to the not-found handler: a JSON 404.
 */
export async function serveSpa(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const dir = config.webDistDir;
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return;
  const page = spaPage(index, config);
  await app.register(async (spa: FastifyInstance) => {
    await spa.register(fastifyCompress);
    // Only reply.sendFile: which file a path means is decided below, not by a route per file.
    await spa.register(fastifyStatic, { root: dir, serve: false, index: false });
    // A path no file may be served for (outside the folder, a dot file) is simply not found, as any other.
    spa.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      if (error.statusCode !== undefined && error.statusCode < 500) return reply.callNotFound();
      return reply.code(500).send(toErrorBody(error));
    });
    spa.get('/*', (request, reply) => {
      const path = pathOf(request.url);
      if (SERVER_PATHS.test(path)) return reply.callNotFound();
      if (/\.\w+$/.test(path)) {
        const file = (request.params as { '*': string })['*'];
        return /^assets\//.test(file)
          ? reply.sendFile(file, { immutable: true, maxAge: '1y' })
          : reply.sendFile(file, { maxAge: '1h' });
      }
      return reply
        .code(isSpaRoute(path) ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page);
    });
  });
}
