/**
 * Runs in the page (as an init script): defines a wallet-standard Solana wallet whose features
 * forward to the test runner through the exposed function `config.bridge`, and registers it
 * the wallet-standard way (a `wallet-standard:register-wallet` event, and again for every
 * `wallet-standard:app-ready`). Bytes cross the bridge as base64; `${bridge}Emit` receives the
 * wallet's `change` events from the runner. Self-contained: it is stringified.
 *
 * @example
 * await page.addInitScript(`(${registerPageSolanaWallet.toString()})(${JSON.stringify(config)})`)
 */
export function registerPageSolanaWallet(config: {
  bridge: string
  name: string
  icon: string
  chains: string[]
}): void {
  type PageAccount = {
    address: string
    publicKey: Uint8Array
    chains: string[]
    features: string[]
  }
  type Wire = { address: string; publicKey: string }
  const scope = window as unknown as Record<string, unknown>
  const call = scope[config.bridge] as (
    request: unknown,
  ) => Promise<{ ok: boolean; result?: unknown; error?: string }>
  const toBytes = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
  const toText = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
  const features = ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage']
  let accounts: PageAccount[] = []
  const listeners = new Set<(properties: { accounts: PageAccount[] }) => void>()
  const toAccounts = (list: Wire[]) =>
    list.map((a) => ({
      address: a.address,
      publicKey: toBytes(a.publicKey),
      chains: config.chains,
      features,
    }))
  const request = async (feature: string, input: unknown) => {
    const answer = await call({ feature, input })
    if (!answer.ok) throw new Error(answer.error ?? 'The test wallet failed')
    return answer.result
  }
  const withAccount = (
    inputs: { account: PageAccount }[],
    more: (input: never) => Record<string, unknown>,
  ) => inputs.map((input) => ({ address: input.account.address, ...more(input as never) }))
  scope[`${config.bridge}Emit`] = (list: Wire[]) => {
    accounts = toAccounts(list)
    for (const listener of listeners) listener({ accounts })
  }
  const wallet = {
    version: '1.0.0',
    name: config.name,
    icon: config.icon,
    chains: config.chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          accounts = toAccounts(
            (await request('standard:connect', { silent: input?.silent === true })) as Wire[],
          )
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          await request('standard:disconnect', {})
          accounts = []
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: string, listener: (properties: { accounts: PageAccount[] }) => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: PageAccount; message: Uint8Array }[]) {
          const signed = (await request(
            'solana:signMessage',
            withAccount(inputs, (i: { message: Uint8Array }) => ({ message: toText(i.message) })),
          )) as { signedMessage: string; signature: string }[]
          return signed.map((s) => ({
            signedMessage: toBytes(s.signedMessage),
            signature: toBytes(s.signature),
          }))
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(
          ...inputs: { account: PageAccount; transaction: Uint8Array; chain?: string }[]
        ) {
          const signed = (await request(
            'solana:signTransaction',
            withAccount(inputs, (i: { transaction: Uint8Array; chain?: string }) => ({
              transaction: toText(i.transaction),
              chain: i.chain,
            })),
          )) as { signedTransaction: string }[]
          return signed.map((s) => ({ signedTransaction: toBytes(s.signedTransaction) }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: { account: PageAccount; transaction: Uint8Array; chain: string }[]
        ) {
          const sent = (await request(
            'solana:signAndSendTransaction',
            withAccount(inputs, (i: { transaction: Uint8Array; chain: string }) => ({
              transaction: toText(i.transaction),
              chain: i.chain,
            })),
          )) as { signature: string }[]
          return sent.map((s) => ({ signature: toBytes(s.signature) }))
        },
      },
    },
  }
  const callback = (api: { register(wallet: unknown): unknown }) => api.register(wallet)
  try {
    window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  } catch {
    // A page that forbids custom events still gets the wallet on app-ready.
  }
  window.addEventListener('wallet-standard:app-ready', (event) =>
    callback((event as CustomEvent<{ register(wallet: unknown): unknown }>).detail),
  )
}
