import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import { static as serveStatic } from 'express';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { CatalogService } from './catalog/catalog.service';
import { catalogueFastPath, FastPath } from './catalog/catalogue-fast-path';
import { securityHeaders, staticHeadersOf } from './core/http/security-headers';
import { createRootLogger } from './core/logging/logging.module';
import { AppConfig } from './core/config/app-config';

/** Paths the server answers itself; everything else (GET, HTML) is the single-page app. */
const SERVER_PATHS = /^\/(api|dev)(\/|$)|^\/info\.json$/;

function serveSpa(app: NestExpressApplication, dir: string): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return;
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
    res.sendFile(index);
  });
}

function setUpOpenApi(app: NestExpressApplication, config: AppConfig): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('NOVA shop API')
      .setDescription('Shop, account dashboard, payments and support of the NOVA video player and VPN.')
      .setVersion(config.version)
      .addBearerAuth()
      .build(),
    { operationIdFactory: (_controller, method) => method },
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json', yamlDocumentUrl: 'api/docs-yaml' });
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
  });
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('etag', false);
  const helmet = securityHeaders();
  app.use(helmet);
  app.enableCors({ origin: config.env.CORS_ORIGINS.length ? config.env.CORS_ORIGINS : false, maxAge: 600 });
  app.useBodyParser('json', { limit: config.env.BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: config.env.BODY_LIMIT, extended: false });
  setUpOpenApi(app, config);
  serveSpa(app, config.webDistDir);
  installFastPath(app.getHttpServer(), catalogueFastPath(app.get(CatalogService), staticHeadersOf(helmet), createRootLogger(config)));
  return app;
}
