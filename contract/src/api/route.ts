// How an entry of the API's route table is written and what its types mean (see ./index.ts).
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint. `types` exists only for the type-checker (it is never set at run time). */
export interface ApiRoute<M extends HttpMethod = HttpMethod, P extends string = string, Res = unknown, Body = undefined, Query = undefined> {
  readonly method: M;
  readonly path: P;
  readonly types?: { response: Res; body: Body; query: Query };
}

/** Any endpoint, whatever it answers and takes. */
export type AnyApiRoute = ApiRoute<HttpMethod, string, unknown, unknown, unknown>;

/** The names of a path's parameters: '/api/recipients/:id/calls/:callId/skip' -> 'id' | 'callId'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

type Types<R extends AnyApiRoute> = NonNullable<R['types']>;
export type ApiResponse<R extends AnyApiRoute> = Types<R>['response'];
export type ApiBody<R extends AnyApiRoute> = Types<R>['body'];
export type ApiQuery<R extends AnyApiRoute> = Types<R>['query'];

/** What a call of `R` needs: its path's parameters, its body, its query, each only when it has one. */
export type ApiInput<R extends AnyApiRoute> = ([PathParamNames<R['path']>] extends [never] ? unknown : { params: PathParams<R['path']> }) &
  (ApiBody<R> extends undefined ? unknown : undefined extends ApiBody<R> ? { body?: ApiBody<R> } : { body: ApiBody<R> }) &
  (ApiQuery<R> extends undefined ? unknown : { query?: ApiQuery<R> });

// The method is fixed first and the path's literal type inferred; the answer, body and query
// types follow in a second call, because TypeScript cannot infer some type arguments and take others.
export const read =
  <P extends string>(path: P) =>
  <Res, Query = undefined>(): ApiRoute<'GET', P, Res, undefined, Query> => ({ method: 'GET', path });
const write =
  <M extends Exclude<HttpMethod, 'GET'>>(method: M) =>
  <P extends string>(path: P) =>
  <Res, Body = undefined>(): ApiRoute<M, P, Res, Body> => ({ method, path });
export const post = write('POST');
export const put = write('PUT');
export const patch = write('PATCH');
export const del = write('DELETE');

/** Addresses the browser opens itself (a download, a page in a frame, a WebSocket), not fetched as JSON. */
export type ApiLink<P extends string = string> = ApiRoute<'GET', P, never>;
export const link = <P extends string>(path: P): ApiLink<P> => ({ method: 'GET', path });
