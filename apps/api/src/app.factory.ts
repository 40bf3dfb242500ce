import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import { static as serveStatic } from 'express';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { CatalogService } from './catalog/catalog.service';
import { catalogueFastPath, FastPath } from './catalog/catalogue-fast-path';
import { BackgroundTasks } from './core/background/background-tasks';
import { useBodyParsers } from './core/http/body-parsers';
import { securityHeaders, staticHeadersOf } from './core/http/security-headers';
import { createRootLogger } from './core/logging/logging.module';
import { AppConfig } from './core/config/app-config';
import { openApiDocument } from './openapi/openapi-document';

/** Paths the server answers itself; everything else (GET, HTML) is the single-page app. */
const SERVER_PATHS = /^\/(api|dev)(\/|$)|^\/info\.json$/;
const API_PATHS = /^\/api(\/|$)/;

/** The SPA's page with the settings it reads at run time (so one build serves every deployment). */
function spaPage(indexFile: string, config: AppConfig): string {
  const html = readFileSync(indexFile, 'utf8');
  const siteKey = config.env.CAPTCHA_SITE_KEY;
  if (!siteKey) return html;
  const attribute = siteKey.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html.replace('</head>', `<meta name="captcha-site-key" content="${attribute}" />\n</head>`);
}

function serveSpa(app: NestExpressApplication, config: AppConfig): void {
  const dir = config.webDistDir;
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return;
  const page = spaPage(index, config);
  const assets = serveStatic(dir, { index: false, maxAge: '1h' });
  // The SPA's scripts and styles go out gzipped; API answers are small and stay as they are.
  const gzip = compression();
  app.use((req: Request, res: Response, next: NextFunction) => (SERVER_PATHS.test(req.path) ? next() : gzip(req, res, next)));
  app.useStaticAssets(join(dir, 'assets'), { prefix: '/assets', immutable: true, maxAge: '1y' });
  // API calls never touch the disk: only other paths look for a file of the SPA.
  app.use((req: Request, res: Response, next: NextFunction) => (SERVER_PATHS.test(req.path) ? next() : assets(req, res, next)));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !SERVER_PATHS.test(req.path) && !/\.\w+$/.test(req.path);
    if (!isPage) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page);
  });
}

function setUpOpenApi(app: NestExpressApplication, config: AppConfig): void {
  SwaggerModule.setup('api/docs', app, openApiDocument(app, config.version), { jsonDocumentUrl: 'api/docs-json', yamlDocumentUrl: 'api/docs-yaml' });
}

/** Puts a fast path in front of Express: it answers what it can, Express gets the rest. */
function installFastPath(server: Server, fastPath: FastPath): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!fastPath(req, res)) for (const handler of handlers) handler(req, res);
  });
}

/** The configured HTTP application, not yet listening: used by main.ts and by the HTTP tests. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
    rawBody: true,
    // A failure while the modules are built reaches main.ts's one-sentence report, not Nest's stack dump and exit.
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // Only proxies named by TRUST_PROXY may tell us the client's address (rate limits count by it).
  app.set('trust proxy', config.env.TRUST_PROXY);
  app.set('etag', false);
  const helmet = securityHeaders(config);
  app.use(helmet);
  app.enableCors({ origin: config.env.CORS_ORIGINS.length ? config.env.CORS_ORIGINS : false, maxAge: 600 });
  useBodyParsers(app, config.env.BODY_LIMIT);
  setUpOpenApi(app, config);
  // Answers of the API carry tokens and personal data: no cache keeps them unless a route says otherwise.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (API_PATHS.test(req.path)) res.setHeader('Cache-Control', 'no-store');
    next();
  });
  serveSpa(app, config);
  installFastPath(app.getHttpServer(), catalogueFastPath(app.get(CatalogService), staticHeadersOf(helmet), createRootLogger(config)));
  // Work started after an answer (mails of the forgot calls) ends before any module lets go of the database.
  const close = app.close.bind(app);
  app.close = async () => {
    await app.get(BackgroundTasks).drain();
    await close();
  };
  return app;
}
