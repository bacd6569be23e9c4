import type { Portico } from '@portico/core'
import { useAccount, useNetwork, usePorticoClient } from '@portico/react'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { describeError } from './describeError'
import { type DemoSiwx, isDemoSiwx } from './lazyGatewaySiwx'

type ServerState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'signed-in'; address: string; expiresAt: string }
  | { kind: 'error'; text: string }

/**
 * With sign-in turned on (`?siwx=1`), who the gateway says is signed in — read from
 * GET /v1/siwx/sessions with the session token, not from the page — and a Sign out that
 * revokes the session on the server. Renders nothing when sign-in is off.
 * @example
 * <SignInPanel />
 */
export function SignInPanel() {
  const client = usePorticoClient()
  const siwx = client.options.siwx
  return isDemoSiwx(siwx) ? <SignInCard client={client} siwx={siwx} /> : null
}

function SignInCard({ client, siwx }: { client: Portico; siwx: DemoSiwx }) {
  const { address, isConnected } = useAccount()
  const { caipNetwork } = useNetwork()
  const chainId = caipNetwork?.caipNetworkId
  const status = useSyncExternalStore(
    client.stores.siwx.subscribe,
    () => client.stores.siwx.getState().status,
  )
  const [server, setServer] = useState<ServerState>({ kind: 'none' })
  const [busy, setBusy] = useState(false)

  const load = useCallback(async (): Promise<ServerState> => {
    if (!address || !chainId) return { kind: 'none' }
    const sessions = await siwx.getServerSessions(chainId, address)
    const current = sessions.find((s) => s.current)
    return current
      ? { kind: 'signed-in', address: current.address, expiresAt: current.expiresAt }
      : { kind: 'none' }
  }, [siwx, address, chainId])

  // `status` is a dependency so the panel re-reads the server after every sign-in or failure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let live = true
    setServer({ kind: 'loading' })
    load().then(
      (next) => live && setServer(next),
      (error: unknown) => live && setServer({ kind: 'error', text: describeError(error) }),
    )
    return () => {
      live = false
    }
  }, [load, status])

  const signOut = async () => {
    if (!address || !chainId) return
    setBusy(true)
    try {
      await siwx.revokeSession(chainId, address)
      client.stores.siwx.getState().reset()
      setServer(await load())
    } catch (error) {
      setServer({ kind: 'error', text: describeError(error) })
    } finally {
      setBusy(false)
    }
  }

  const signedIn = server.kind === 'signed-in'
  return (
    <section className="demo-card" aria-labelledby="demo-signin-title" data-testid="demo-signin">
      <div className="demo-card-head">
        <h2 id="demo-signin-title">Sign in</h2>
        <span
          className="demo-status"
          data-status={signedIn ? 'connected' : 'disconnected'}
          data-testid="demo-siwx-status"
        >
          {server.kind === 'loading' ? 'checking' : signedIn ? 'signed in' : 'signed out'}
        </span>
      </div>
      <dl className="demo-facts">
        <div className="demo-fact">
          <dt>Server says</dt>
          <dd data-testid="demo-siwx-address">{signedIn ? server.address : '—'}</dd>
        </div>
        <div className="demo-fact">
          <dt>Expires</dt>
          <dd>{signedIn ? new Date(server.expiresAt).toLocaleString() : '—'}</dd>
        </div>
      </dl>
      <div className="demo-action demo-signin-actions">
        {signedIn ? (
          <button
            type="button"
            className="demo-button"
            disabled={busy}
            onClick={signOut}
            data-testid="demo-siwx-signout"
          >
            {busy ? 'Signing out…' : 'Sign out'}
          </button>
        ) : (
          <button
            type="button"
            className="demo-button"
            disabled={!isConnected || server.kind === 'loading'}
            onClick={() => client.open({ view: { view: 'SIWXSignMessage' } })}
            data-testid="demo-siwx-signin"
          >
            Sign in with your wallet
          </button>
        )}
        {server.kind === 'error' && (
          <output className="demo-result" data-kind="error" data-testid="demo-siwx-error">
            {server.text}
          </output>
        )}
      </div>
      {!isConnected && <p className="demo-hint">Connect a wallet, then sign in.</p>}
    </section>
  )
}
