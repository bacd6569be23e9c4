import type { SiwxConfig } from '@portico/core'
import type { GatewaySiwxClient, GatewaySiwxOptions } from '@portico/siwx'

/**
 * The demo's sign-in configuration: core's `SiwxConfig` plus the gateway token and the server's
 * session list, for the Sign in panel.
 * @example
 * const token = await siwx.getSessionToken('eip155:31337', address)
 */
export type DemoSiwx = SiwxConfig &
  Pick<GatewaySiwxClient, 'getSessionToken' | 'getServerSessions'> & {
    gatewayUrl: string
    projectId: string
  }

/**
 * `createGatewaySiwx` fetched on first use rather than in the first load: the page and its
 * buttons come up before the SIWX code (message format, zod schemas) is even parsed.
 * @example
 * const siwx = lazyGatewaySiwx({ gatewayUrl: 'http://127.0.0.1:8787', projectId: 'portico-demo' })
 */
export function lazyGatewaySiwx(options: GatewaySiwxOptions): DemoSiwx {
  let loading: Promise<GatewaySiwxClient> | undefined
  const ready = () => {
    loading ??= import('@portico/siwx').then((m) => m.createGatewaySiwx(options))
    return loading
  }
  return {
    gatewayUrl: options.gatewayUrl,
    projectId: options.projectId,
    createMessage: async (input) => (await ready()).createMessage(input),
    addSession: async (session) => (await ready()).addSession(session),
    revokeSession: async (chainId, address) => (await ready()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await ready()).setSessions(sessions),
    getSessions: async (chainId, address) => (await ready()).getSessions(chainId, address),
    getSessionToken: async (chainId, address) => (await ready()).getSessionToken(chainId, address),
    getServerSessions: async (chainId, address) =>
      (await ready()).getServerSessions(chainId, address),
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
  }
}

/**
 * Sign-in for the demo, chosen by the page URL: `?siwx=1` asks visitors to sign in after they
 * connect (optional: Cancel keeps the wallet connected), `?siwxRequired=1` makes it required
 * (Cancel disconnects; the modal cannot be closed until signed in). Off otherwise, so the plain
 * connect flow stays as it is.
 * @example
 * const siwx = demoSiwxFromUrl(new URL(location.href), { gatewayUrl, projectId })
 */
export function demoSiwxFromUrl(
  url: URL,
  target: { gatewayUrl: string; projectId: string },
): DemoSiwx | undefined {
  const required = url.searchParams.get('siwxRequired') === '1'
  if (!required && url.searchParams.get('siwx') !== '1') return undefined
  return lazyGatewaySiwx({ ...target, required, statement: 'Sign in to the Portico demo.' })
}

/**
 * Whether the client's `siwx` is the demo's (so the panel can ask it for tokens).
 * @example
 * if (isDemoSiwx(portico.options.siwx)) await portico.options.siwx.getServerSessions(id, address)
 */
export function isDemoSiwx(siwx: SiwxConfig | undefined): siwx is DemoSiwx {
  return siwx !== undefined && 'getServerSessions' in siwx && 'gatewayUrl' in siwx
}
