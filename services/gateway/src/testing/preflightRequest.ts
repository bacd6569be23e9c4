/**
 * A browser's CORS preflight to the gateway `app`: an OPTIONS request for `path` from `origin`
 * announcing a `method` request with `headers` (lower case, comma-separated).
 * @example
 * const res = await preflightRequest(app, '/v1/fungible/price?projectId=p', { origin, method: 'POST', headers: 'content-type' })
 */
export function preflightRequest(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  path: string,
  request: { origin: string; method: string; headers: string },
) {
  return app.request(path, {
    method: 'OPTIONS',
    headers: {
      Origin: request.origin,
      'Access-Control-Request-Method': request.method,
      'Access-Control-Request-Headers': request.headers,
    },
  })
}
