import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { logRequest, requestId } from '../core/logging/logging.module';
import { CatalogService } from './catalog.service';
import { resolvePricingCountry } from './country';
import { CachedBody } from './pricing.cache';
import { COUNTRY_PARAM } from './pricing-query.dto';

export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The shop's hottest reads, GET /info.json and anonymous GET /api/Pricing, answered from the
 * cache at the HTTP server, before Fastify and Nest. Anything else, or anything this does not
 * fully understand (a token, an Origin needing CORS, an unknown parameter, a cache miss), returns
 * false and takes the normal route, which gives the same answer and fills the cache.
 * The response carries the same headers, and is logged in the same JSON line, as the normal route's.
 */
export function catalogueFastPath(catalog: CatalogService, headers: OutgoingHttpHeaders, logger: Logger): FastPath {
  const securityHeaders = Object.entries(headers).flatMap(([name, value]) =>
    value === undefined ? [] : [name, String(value)],
  );

  const answer = (req: IncomingMessage, res: ServerResponse, body: CachedBody) => {
    const start = performance.now();
    const id = requestId(req);
    const fresh = req.headers['if-none-match'] !== body.etag;
    const common = [...securityHeaders, 'X-Request-Id', id, 'Cache-Control', 'no-cache', 'ETag', body.etag];
    if (fresh) {
      res.writeHead(200, [
        ...common,
        'Content-Type',
        'application/json; charset=utf-8',
        'Content-Length',
        String(Buffer.byteLength(body.json)),
      ]);
      res.end(body.json);
    } else {
      res.writeHead(304, common);
      res.end();
    }
    logRequest(logger, { id, method: req.method, url: req.url }, res.statusCode, performance.now() - start);
    return true;
  };

  return (req, res) => {
    if (req.method !== 'GET' || req.headers.authorization || req.headers.origin) return false;
    const url = req.url ?? '';
    if (url === '/info.json') return answer(req, res, catalog.info);
    if (url !== '/api/Pricing' && !url.startsWith('/api/Pricing?')) return false;
    const params = new URLSearchParams(url.slice('/api/Pricing'.length));
    const param = params.get('country') ?? undefined;
    const onlyCountry = [...params.keys()].every((key) => key === 'country') && params.getAll('country').length <= 1;
    if (!onlyCountry || (param !== undefined && !COUNTRY_PARAM.test(param))) return false;
    const cached = catalog.pricingCache.get(resolvePricingCountry(undefined, param, req.headers['accept-language']));
    return cached ? answer(req, res, cached) : false;
  };
}
