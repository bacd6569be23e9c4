import type { Hono } from 'hono'

type App = Pick<Hono, 'request'>

/**
 * Drives an exchange app the way a gateway and a visitor's browser do, through `app.request`:
 * API calls with a key, and the hosted page with its cookie and form token carried along.
 * @example
 * const client = exchangeTestClient(app, apiKey)
 * const { sessionId } = await (await client.createSession(body)).json()
 * const visitor = client.visitor(sessionId)
 * await visitor.signIn('ada@exchange.test', 'ada-password')
 * await visitor.confirm()
 */
export function exchangeTestClient(app: App, apiKey: string) {
  const api = (path: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: {
        authorization: `Bearer ${apiKey}`,
        'content-type': 'application/json',
        ...init.headers,
      },
    })
  return {
    api,
    createSession: (body: unknown) =>
      api('/v1/sessions', { method: 'POST', body: JSON.stringify(body) }),
    session: async (id: string) =>
      (await api(`/v1/sessions/${id}`)).json() as Promise<Record<string, unknown>>,
    /** One visitor's browser on the session's page: its cookie jar is this object. */
    visitor(sessionId: string) {
      let cookie = ''
      const page = () => app.request(`/pay/${sessionId}`, { headers: { cookie } })
      const formToken = async () =>
        /name="formToken" value="([^"]+)"/.exec(await (await page()).text())?.[1] ?? ''
      const post = async (
        path: string,
        fields: Record<string, string>,
        headers: Record<string, string> = {},
      ) =>
        app.request(`/pay/${sessionId}/${path}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams(fields),
        })
      return {
        page,
        formToken,
        post,
        get cookie() {
          return cookie
        },
        async signIn(email: string, password: string, token?: string) {
          const res = await post('sign-in', {
            formToken: token ?? (await formToken()),
            email,
            password,
          })
          const set = res.headers.get('set-cookie')
          if (set) cookie = set.split(';')[0] ?? ''
          return res
        },
        async confirm(token?: string) {
          return post('confirm', { formToken: token ?? (await formToken()) })
        },
      }
    },
  }
}
