/**
 * The part of a WalletConnect core that talks to the Verify API.
 * @example
 * disableVerify(provider.client.core)
 */
export type VerifyHost = {
  verify: {
    register: (...args: never[]) => Promise<unknown>
    resolve: (...args: never[]) => Promise<unknown>
  }
}

/**
 * Keep a WalletConnect core away from the hosted Verify API: in a browser the SDK otherwise
 * loads an attestation iframe from verify.walletconnect.org before every proposal and request
 * (about 5 s each when that host is unreachable) and fetches attestations for incoming ones.
 * Proposals then carry an empty attestation, which the relay and the wallet accept.
 * @example
 * const client = await SignClient.init(options)
 * disableVerify(client.core)
 */
export function disableVerify(core: VerifyHost): void {
  Object.assign(core.verify, {
    register: async () => '',
    resolve: async () => undefined,
  })
}
