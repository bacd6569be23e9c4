import { z } from 'zod'
import type { DevSignInAnswer } from '../dev/oidc/walkDevSignIn'
import type { TestService } from './createTestService'

const dataSchema = z.object({ type: z.string(), uri: z.string(), targetOrigin: z.string() })

/**
 * Delivers a dev sign-in answer to the service's callback (GET, or the POST of form_post) and
 * reads what the callback page would post to its opener.
 * @example const { uri, targetOrigin } = await socialCallback(service, answer)
 */
export async function socialCallback(service: TestService, answer: DevSignInAnswer) {
  const response =
    answer.method === 'GET'
      ? await service.app.request(answer.url)
      : await service.app.request(answer.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: answer.form.toString(),
        })
  const html = await response.text()
  const block = /<script type="application\/json" id="portico-social-result">(.*?)<\/script>/.exec(
    html,
  )?.[1]
  if (!block) throw new Error(`the callback page has no answer: ${html}`)
  return { response, ...dataSchema.parse(JSON.parse(block)) }
}
