import helmet from 'helmet';
import { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/** The one helmet configuration of the server. */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        // Swagger UI styles itself inline; the SPA has no inline script.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
      },
    },
  });
}

/** The headers that middleware sets on every response, computed once (they never depend on the request). */
export function staticHeadersOf(middleware: ReturnType<typeof helmet>): OutgoingHttpHeaders {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let headers: OutgoingHttpHeaders = {};
  middleware(req, res, () => (headers = res.getHeaders()));
  return headers;
}
