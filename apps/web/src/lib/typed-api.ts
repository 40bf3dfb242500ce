import type { paths } from './api-schema.gen';
import type { ApiClient, RequestOptions } from './api';

// The API's calls typed from its OpenAPI document: apps/api/openapi.json, generated from the
// server's DTOs (`nx run @shop/api:openapi`), becomes api-schema.gen.ts (openapi-typescript). A
// changed DTO changes these types, so the web's type check fails where a call no longer fits.

type Method = 'get' | 'post' | 'put' | 'delete';

/** Paths that have an operation for `method`. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined | never ? never : P;
}[keyof paths];

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : undefined;

/** What the call answers when it succeeds (200 or 201). */
export type ApiAnswer<P extends ApiPath<M>, M extends Method> =
  Operation<P, M> extends { responses: infer Responses }
    ? Responses extends { 200: infer Ok }
      ? JsonOf<Ok>
      : Responses extends { 201: infer Created }
        ? JsonOf<Created>
        : undefined
    : never;

/** The JSON body the call takes (undefined when it takes none). */
export type ApiBody<P extends ApiPath<M>, M extends Method> =
  Operation<P, M> extends { requestBody: { content: { 'application/json': infer Body } } }
    ? Body
    : Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } }
      ? Body | undefined
      : undefined;

/** The query string the call takes. */
export type ApiQuery<P extends ApiPath<M>, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Query } }
    ? Query extends Record<string, unknown>
      ? Query
      : never
    : never;

type Init<P extends ApiPath<M>, M extends Method> = Omit<RequestOptions, 'method' | 'body' | 'query'> & {
  query?: ApiQuery<P, M>;
};

/** The shop's client (session refresh, captcha, host recovery, errors) with every call typed by its path. */
export function typedApi(client: ApiClient) {
  return {
    get: <P extends ApiPath<'get'>>(path: P, init?: Init<P, 'get'>) => client.get<ApiAnswer<P, 'get'>>(path, init),
    post: <P extends ApiPath<'post'>>(path: P, body: ApiBody<P, 'post'>, init?: Init<P, 'post'>) =>
      client.post<ApiAnswer<P, 'post'>>(path, body, init),
    put: <P extends ApiPath<'put'>>(path: P, body: ApiBody<P, 'put'>, init?: Init<P, 'put'>) =>
      client.put<ApiAnswer<P, 'put'>>(path, body, init),
    delete: <P extends ApiPath<'delete'>>(path: P, init?: Init<P, 'delete'>) =>
      client.delete<ApiAnswer<P, 'delete'>>(path, init),
  };
}
