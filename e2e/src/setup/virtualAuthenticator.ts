import type { CDPSession, Page } from 'playwright-core'

const listCredentials = (session: CDPSession, authenticatorId: string) =>
  session.send('WebAuthn.getCredentials', { authenticatorId })

/**
 * A passkey as the virtual authenticator holds it (CDP's `WebAuthn.Credential`).
 * @example
 * const [passkey]: WebAuthnCredential[] = await authenticator.credentials()
 */
export type WebAuthnCredential = Awaited<ReturnType<typeof listCredentials>>['credentials'][number]

/**
 * A CDP virtual authenticator on one page: a platform authenticator (CTAP 2.1, internal
 * transport, resident keys) that verifies the user at once and supports PRF, which the wallet
 * frame's passkeys need. Its credentials stay with that page's tab, reloads included.
 * @example
 * const authenticator = await addVirtualAuthenticator(page)
 * expect(await authenticator.credentials()).toHaveLength(1)
 */
export type VirtualAuthenticator = {
  id: string
  session: CDPSession
  /** The passkeys it holds (`WebAuthn.getCredentials`). */
  credentials(): Promise<WebAuthnCredential[]>
}

/**
 * Installs a {@link VirtualAuthenticator} on `page` (`WebAuthn.enable`, then
 * `WebAuthn.addVirtualAuthenticator` with `hasPrf`, user verification on, ctap2 over the internal
 * transport). WebAuthn then runs there, in the page's frames too, without a person.
 * @example
 * const { page } = await openDemo(browser(), { wallet: false })
 * await addVirtualAuthenticator(page)
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const session = await page.context().newCDPSession(page)
  await session.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    id: authenticatorId,
    session,
    credentials: async () => (await listCredentials(session, authenticatorId)).credentials,
  }
}
