import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { AppConfig } from '../config/app-config';

/**
 * What reCAPTCHA v3 loads (Google's CSP guidance): its script and the scripts it pulls from
 * gstatic, and the invisible frame it talks through.
 */
export const RECAPTCHA_SOURCES = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
};

/** The Content-Security-Policy directives for this configuration. */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  // The real provider is in use when its keys are set (the site key for the page, the secret for us).
  const captcha = Boolean(config.env.CAPTCHA_SITE_KEY || config.env.CAPTCHA_SECRET);
  const apiHosts = config.env.CSP_API_HOSTS.map((url) => new URL(url).origin);
  return {
    'script-src': ["'self'", ...(captcha ? RECAPTCHA_SOURCES.script : [])],
    ...(captcha && { 'frame-src': ["'self'", ...RECAPTCHA_SOURCES.frame] }),
    'connect-src': ["'self'", ...apiHosts, ...(captcha ? RECAPTCHA_SOURCES.connect : [])],
    // Swagger UI styles itself inline; the SPA has no inline script.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
  };
}

/** The one helmet configuration of the server. */
export function securityHeaders(config: AppConfig) {
  return helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
}

/** The headers that middleware sets on every response, computed once (they never depend on the request). */
export function staticHeadersOf(middleware: ReturnType<typeof helmet>): OutgoingHttpHeaders {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let headers: OutgoingHttpHeaders = {};
  middleware(req, res, () => (headers = res.getHeaders()));
  return headers;
}

/** Answers of the API carry tokens and personal data: no cache keeps them unless a route says otherwise. */
const API_PATHS = /^\/api(\/|\?|$)/i;

/**
 * Every answer gets the security headers (helmet's, computed once: they never depend on the
 * request) and its request id as X-Request-Id, and every answer under /api `Cache-Control:
 * no-store`, error answers included: set as the request comes in, before any route, parser or
 * error can answer it.
 */
export function useResponseHeaders(fastify: FastifyInstance, headers: OutgoingHttpHeaders): void {
  const entries = Object.entries(headers).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, value] as const],
  );
  fastify.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of entries) reply.header(name, value);
    reply.header('x-request-id', request.id);
    if (API_PATHS.test(request.url)) reply.header('cache-control', 'no-store');
    done();
  });
}
