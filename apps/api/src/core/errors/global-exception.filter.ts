import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { isContention, isDatabaseUnavailable } from '../database/prisma-errors';
import { loggedRequest } from '../logging/logging.module';
import { DomainException } from './domain.exception';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** Prisma's known request errors we answer as the client's fault rather than ours. */
const PRISMA_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  P2002: { status: 409, code: 'CONFLICT', message: 'This already exists.' },
  P2025: { status: 404, code: 'NOT_FOUND', message: 'Not found.' },
};

function isPrismaKnownError(error: unknown): error is { code: string; name: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'PrismaClientKnownRequestError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

const UNAVAILABLE: ApiErrorBody = {
  statusCode: 503,
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is briefly unavailable; please try again in a moment.',
};

const isErrorCode = (value: unknown): value is ErrorCode => (ERROR_CODES as readonly unknown[]).includes(value);

/** Errors of the body parsers and of Fastify itself (415, 413, malformed JSON) carry a status of their own. */
function middlewareStatus(error: unknown): number | undefined {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** Turns any error into `{statusCode, code, message}`; internals (stacks, SQL, ids) never leave. */
export function toErrorBody(error: unknown): ApiErrorBody {
  if (error instanceof DomainException) {
    return {
      statusCode: error.status,
      code: error.code,
      message: error.message,
      ...(error.fields && { fields: error.fields }),
    };
  }
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const response = error.getResponse();
    const body = typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {};
    const code = isErrorCode(body.code)
      ? body.code
      : (CODE_BY_STATUS[statusCode] ?? (statusCode >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST'));
    const message =
      statusCode >= 500
        ? 'Something went wrong on our side.'
        : typeof body.message === 'string'
          ? body.message
          : error.message;
    const fields = body.fields as Record<string, string[]> | undefined;
    return { statusCode, code, message, ...(fields && { fields }) };
  }
  if (isPrismaKnownError(error) && PRISMA_ERRORS[error.code]) {
    const { status, code, message } = PRISMA_ERRORS[error.code];
    return { statusCode: status, code, message };
  }
  // Not this request's fault: the database is away or busy for a moment, and the same request later goes through.
  if (isDatabaseUnavailable(error) || isContention(error)) return { ...UNAVAILABLE };
  const status = middlewareStatus(error);
  if (status) {
    const message =
      status === 413
        ? 'The request body is too large.'
        : status === 400
          ? 'The request body is not valid JSON.'
          : 'The request was refused.';
    return { statusCode: status, code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' };
}

/** The last line of an error's message: Prisma puts the query's source in front of the reason. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (
    message
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .pop() ?? ''
  ).slice(0, 300);
}

/**
 * When to try again, for the answers that say "not now": a limit (429: the limit's own wait, else a
 * minute) and a busy or unreachable server (503: the error's own wait, else 2 seconds, as long as a
 * row lock is waited for). Other answers name none.
 */
export function retryAfterSeconds(statusCode: number, error: unknown): number | undefined {
  const own = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (statusCode === HttpStatus.TOO_MANY_REQUESTS) return typeof own === 'number' ? own : 60;
  if (statusCode === HttpStatus.SERVICE_UNAVAILABLE) return typeof own === 'number' ? own : 2;
  return undefined;
}

@Catch()
export class GlobalExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const http = this.adapterHost.httpAdapter;
    const response: unknown = host.switchToHttp().getResponse();
    const body = toErrorBody(error);
    if (body.statusCode >= 500) {
      // With the request's id, method and URL (query values redacted): as in the request line of the same answer.
      const request: unknown = host.switchToHttp().getRequest();
      const req = loggedRequest({
        id: String((request as { id?: unknown }).id),
        method: http.getRequestMethod?.(request),
        url: http.getRequestUrl?.(request),
      });
      // An outage answers every request so: one line each, not a stack, or the log drowns in them.
      if (body.code === 'SERVICE_UNAVAILABLE') this.logger.warn({ req, msg: `Unavailable: ${reasonOf(error)}` });
      else this.logger.error({ req, msg: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
    if (http.isHeadersSent(response)) return;
    const retryAfter = retryAfterSeconds(body.statusCode, error);
    if (retryAfter !== undefined && !http.getHeader?.(response, 'Retry-After')) {
      http.setHeader(response, 'Retry-After', String(retryAfter));
    }
    http.reply(response, body, body.statusCode);
  }
}

/**
 * The answer to a request whose path cannot even be decoded (Fastify refuses it before routing, so
 * neither the hooks nor the filter above see it): the same shape and headers as any other error.
 */
export function malformedUrlAnswer(request: FastifyRequest, reply: FastifyReply, headers: OutgoingHttpHeaders): void {
  const body: ApiErrorBody = {
    statusCode: HttpStatus.BAD_REQUEST,
    code: 'BAD_REQUEST',
    message: 'The request path is malformed.',
  };
  reply.headers({ ...headers, 'x-request-id': request.id, 'cache-control': 'no-store' });
  reply.code(body.statusCode).send(body);
}
