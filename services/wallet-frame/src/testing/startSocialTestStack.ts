import {
  type DevIdentityProvider,
  devSocialProviders,
  type MailCatcher,
  startDevIdentityProvider,
} from '@portico/wallet-frame-dev'
import { createTestService, startTestMailCatcher, type TestService } from './createTestService'
import { TEST_PUBLIC_URL } from './frameRequestHeaders'

/** The stack of a social login test, made by {@link startSocialTestStack}. */
export type SocialTestStack = {
  mail: MailCatcher
  idp: DevIdentityProvider
  service: TestService
  /** The callback every dev provider redirects to (this service's public URL). */
  redirectUri: string
  close(): Promise<void>
}

/**
 * A real maildev, the dev identity provider (all six providers at it) and the service on a
 * loopback public URL, in operator custody, with loopback page origins allowed: the node
 * frame's page is on 127.0.0.1:5173, a development origin.
 * @example
 * const stack = await startSocialTestStack()
 * const frame = createNodeFrame(stack.service)
 * await stack.close()
 */
export async function startSocialTestStack(): Promise<SocialTestStack> {
  const redirectUri = `${TEST_PUBLIC_URL}/social/callback`
  const [mail, idp] = await Promise.all([
    startTestMailCatcher(),
    startDevIdentityProvider({ port: 0, redirectUris: [redirectUri] }),
  ])
  const service = await createTestService({
    mail,
    clock: { now: () => Date.now() },
    config: {
      // Logins, not custody, are under test: the operator keeps recovery and the visitor
      // accepts its notice when the first login makes the key.
      custody: 'operator',
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:1' }],
      allowLoopbackOrigins: true,
      social: { providers: devSocialProviders(idp.url) },
    },
  })
  return {
    mail,
    idp,
    service,
    redirectUri,
    async close() {
      await service.close()
      await Promise.all([mail.stop(), idp.close()])
    },
  }
}
