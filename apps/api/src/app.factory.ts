import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from 'nestjs-pino';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { AppModule } from './app.module';
import { CatalogService } from './catalog/catalog.service';
import { catalogueFastPath, FastPath } from './catalog/catalogue-fast-path';
import { BackgroundTasks } from './core/background/background-tasks';
import { AppConfig } from './core/config/app-config';
import { malformedUrlAnswer } from './core/errors/global-exception.filter';
import { useBodyParsers } from './core/http/body-parsers';
import { securityHeaders, staticHeadersOf, useResponseHeaders } from './core/http/security-headers';
import { serveSpa } from './core/http/spa';
import { requestId, rootLoggerOf, useRequestLog } from './core/logging/logging.module';
import { QuietFrameworkLogger } from './core/logging/quiet-framework-logger';
import { openApiDocument } from './openapi/openapi-document';

function setUpOpenApi(app: NestFastifyApplication, config: AppConfig): void {
  // A factory: the document is made when first asked for, not at every start (each HTTP test file
  // starts the app, twice behind the proxy; making it cost a fifth of a second each time).
  SwaggerModule.setup('api/docs', app, () => openApiDocument(app, config.version), {
    jsonDocumentUrl: 'api/docs-json',
    yamlDocumentUrl: 'api/docs-yaml',
  });
}

/** Puts a fast path in front of Fastify: it answers what it can, Fastify gets the rest. */
function installFastPath(server: Server, fastPath: FastPath): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!fastPath(req, res)) for (const handler of handlers) handler(req, res);
  });
}

/** The configured HTTP application (Nest on Fastify), not yet listening: used by main.ts and by the HTTP tests. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const headers = staticHeadersOf(securityHeaders(config));
  const adapter = new FastifyAdapter({
    // Only proxies named by TRUST_PROXY may tell us the client's address (rate limits count by it).
    trustProxy: config.env.TRUST_PROXY,
    bodyLimit: config.env.BODY_LIMIT,
    // The caller's X-Request-Id when it is sane, else a new one: in the logs and in the answer.
    genReqId: requestId,
    // Paths match regardless of case and of a trailing slash, as they always have.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // A path that cannot be decoded is answered before any route or hook runs: in our error shape.
    frameworkErrors: (_error: Error, request: FastifyRequest, reply: FastifyReply) =>
      malformedUrlAnswer(request, reply, headers),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
    // Our own parsers (core/http/body-parsers.ts), which keep the raw body themselves.
    bodyParser: false,
    // A failure while the modules are built reaches main.ts's one-sentence report, not Nest's stack dump and exit.
    abortOnError: false,
  });
  app.useLogger(new QuietFrameworkLogger(app.get(Logger)));
  const fastify = app.getHttpAdapter().getInstance();
  useResponseHeaders(fastify, headers);
  useRequestLog(fastify, rootLoggerOf(config));
  // No listed origin: no CORS headers at all, and no preflight answers.
  if (config.env.CORS_ORIGINS.length) {
    app.enableCors({
      origin: config.env.CORS_ORIGINS,
      methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE'],
      // A web client on another origin reads the name of a downloaded file and the wait of a 429.
      exposedHeaders: ['Content-Disposition', 'Retry-After'],
      maxAge: 600,
      strictPreflight: false,
    });
  }
  useBodyParsers(fastify, config.env.BODY_LIMIT);
  // After our parsers (which drop every other type); read only by the routes that take files, with their limits.
  await app.register(multipart);
  setUpOpenApi(app, config);
  await serveSpa(app, config);
  installFastPath(app.getHttpServer(), catalogueFastPath(app.get(CatalogService), headers, rootLoggerOf(config)));
  // Work started after an answer (mails of the forgot calls) ends before any module lets go of the database.
  const close = app.close.bind(app);
  app.close = async () => {
    await app.get(BackgroundTasks).drain();
    await close();
  };
  return app;
}
