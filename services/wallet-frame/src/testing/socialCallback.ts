import type { DevSignInAnswer } from '@portico/wallet-frame-dev'
import { z } from 'zod'
import type { TestService } from './createTestService'

const dataSchema = z.object({
  answer: z.object({ type: z.string(), loginId: z.string(), uri: z.string() }),
  frameOrigin: z.string(),
  callback: z.object({ type: z.string(), uri: z.string() }),
  parentOrigin: z.string(),
})

/**
 * Opens a login's begin page (`/social/begin?login=…`, what the popup opens first) as one
 * browser would: answers the provider URL it redirects to and the cookie it set (`name=value`,
 * to send back as that browser's `cookie` header), or the page it showed instead.
 * @example const { providerUrl, cookie } = await beginSocialLogin(service, uri)
 */
export async function beginSocialLogin(service: TestService, beginUri: string) {
  const response = await service.app.request(beginUri)
  const [pair = ''] = (response.headers.get('set-cookie') ?? '').split(';')
  return {
    response,
    providerUrl: response.headers.get('location') ?? undefined,
    cookie: pair,
  }
}

/**
 * Delivers a dev sign-in answer to the service's callback (GET, or the POST of form_post and the
 * GET it redirects to) in a browser holding `cookie`, and reads what the callback page would post:
 * `answer` to the frame's windows at `frameOrigin`, `callback` to the opener at `parentOrigin`.
 * @example const { answer, callback } = await socialCallback(service, signInAnswer, cookie)
 */
export async function socialCallback(
  service: TestService,
  answer: DevSignInAnswer,
  cookie: string | undefined,
) {
  const headers: Record<string, string> = cookie ? { cookie } : {}
  let response =
    answer.method === 'GET'
      ? await service.app.request(answer.url, { headers })
      : await service.app.request(answer.url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: answer.form.toString(),
        })
  const posted = answer.method === 'POST' ? response : undefined
  if (posted) {
    const location = posted.headers.get('location')
    if (posted.status !== 303 || !location) throw new Error(`form_post answered ${posted.status}`)
    response = await service.app.request(new URL(location, answer.url).href, { headers })
  }
  const html = await response.text()
  const block = /<script type="application\/json" id="portico-social-result">(.*?)<\/script>/.exec(
    html,
  )?.[1]
  return {
    response,
    posted,
    html,
    data: block === undefined ? undefined : dataSchema.parse(JSON.parse(block)),
  }
}
