/**
 * Where the dev identity provider sent the browser back: a redirect to the callback
 * (`method: 'GET'`, the answer in `url`'s query) or, for `response_mode=form_post`, the form it
 * posts (`method: 'POST'`, the answer in `form`).
 * @example const answer: DevSignInAnswer = { method: 'GET', url: 'http://127.0.0.1:8789/social/callback?code=…' }
 */
export type DevSignInAnswer =
  | { method: 'GET'; url: string }
  | { method: 'POST'; url: string; form: URLSearchParams }

const decode = (text: string) =>
  text.replace(/&#(\d+);|&(quot|amp|lt|gt|#x27);/g, (_all, code: string, named: string) => {
    if (code) return String.fromCharCode(Number(code))
    return { quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'" }[named] ?? ''
  })

/**
 * Signs in at the dev identity provider over plain HTTP, as a browser would but headless:
 * opens `authorizationUrl`, clicks the test person `username` (or Cancel) on its sign-in page,
 * follows the redirects with the provider's cookies, and stops at the answer for
 * `redirectUri` without calling it.
 * @example const answer = await walkDevSignIn(uri, { redirectUri, username: 'ada' })
 */
export async function walkDevSignIn(
  authorizationUrl: string,
  options: { redirectUri: string; username: string | 'cancel' },
): Promise<DevSignInAnswer> {
  const cookies = new Map<string, string>()
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (cookies.size > 0)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name)
      else cookies.set(name, value)
    }
    return response
  }

  let url = authorizationUrl
  let init: RequestInit = {}
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(options.redirectUri)) return { method: 'GET', url }
    const response = await request(url, init)
    init = {}
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href
      continue
    }
    const html = await response.text()
    if (!response.ok) throw new Error(`dev identity provider answered ${response.status}: ${html}`)
    const post = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(html)
    if (post?.[1] && decode(post[1]).startsWith(options.redirectUri)) {
      const form = new URLSearchParams()
      for (const [, name, value] of html.matchAll(
        /<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi,
      )) {
        if (name) form.set(decode(name), decode(value ?? ''))
      }
      return { method: 'POST', url: decode(post[1]), form }
    }
    // The sign-in page: one form per person, and Cancel.
    const target =
      options.username === 'cancel'
        ? /<form method="post" action="([^"]+\/cancel)">/.exec(html)?.[1]
        : new RegExp(
            `<form method="post" action="([^"]+/login)"><input type="hidden" name="sub" value="([^"]+)"><button type="submit" data-testid="dev-idp-user-${options.username}"`,
          ).exec(html)
    if (!target) throw new Error(`no sign-in choice for ${options.username} at ${url}`)
    const action = typeof target === 'string' ? target : target[1]
    const body = typeof target === 'string' ? '' : `sub=${encodeURIComponent(target[2] ?? '')}`
    url = new URL(decode(action ?? ''), url).href
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    }
  }
  throw new Error('the sign-in did not come back to the redirect URI')
}
