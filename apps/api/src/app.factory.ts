import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { AppConfig } from './core/config/app-config';

/** Paths the server answers itself; everything else (GET, HTML) is the single-page app. */
const SERVER_PATHS = /^\/(api|dev)(\/|$)|^\/info\.json$/;

function serveSpa(app: NestExpressApplication, dir: string): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return;
  app.useStaticAssets(join(dir, 'assets'), { prefix: '/assets', immutable: true, maxAge: '1y' });
  app.useStaticAssets(dir, { index: false, maxAge: '1h' });
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
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Swagger UI styles itself inline; the SPA has no inline script.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:'],
        },
      },
    }),
  );
  app.enableCors({ origin: config.env.CORS_ORIGINS.length ? config.env.CORS_ORIGINS : false, maxAge: 600 });
  app.useBodyParser('json', { limit: config.env.BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: config.env.BODY_LIMIT, extended: false });
  setUpOpenApi(app, config);
  serveSpa(app, config.webDistDir);
  return app;
}
