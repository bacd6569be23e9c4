import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../browser/launchBrowser'
import { newPage } from '../browser/newPage'
import { serveHtml } from '../browser/serveHtml'
import { installSolanaTestWallet } from './installSolanaTestWallet'
import { solanaTestSigner } from './solanaTestKeys'
import { startSolanaRpc, type TestSolanaChain } from './startSolanaRpc'

// What a page's wallet-standard app does: announce itself and take the wallets that register.
const appSide = `window.__wallets = [];
window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', {
  detail: { register: (...wallets) => { window.__wallets.push(...wallets); return () => {} } },
}))`

describe('installSolanaTestWallet', () => {
  let browser: Browser
  let site: Awaited<ReturnType<typeof serveHtml>>
  let solana: TestSolanaChain

  beforeAll(async () => {
    ;[browser, site, solana] = await Promise.all([
      launchBrowser(),
      serveHtml({ '/': `<!doctype html><title>app</title><script>${appSide}</script>` }),
      startSolanaRpc(),
    ])
  }, 90_000)
  afterAll(async () => {
    await browser?.close()
    await site?.close()
    await solana?.close()
  })

  it('registers with the page and signs messages and transactions for real, in Node', async () => {
    const { page, close } = await newPage(browser)
    const signer = await solanaTestSigner(9)
    const wallet = await installSolanaTestWallet(page, {
      signers: [signer],
      chains: { 'solana:localnet': solana.url },
    })
    await page.goto(site.url)
    const receiver = (await generateKeyPairSigner()).address
    const rpc = createSolanaRpc(solana.url)
    // An unsigned transfer built here; the page's wallet signs it.
    const unsigned = await buildUnsignedTransfer(solana.url, signer.address, receiver, 7_000_000n)
    const result = await page.evaluate(
      async ([name, transaction]) => {
        type Feature = Record<string, (...args: unknown[]) => Promise<unknown>>
        const found = (
          window as unknown as { __wallets: { name: string; features: Record<string, Feature> }[] }
        ).__wallets.find((w) => w.name === name)
        if (!found) return { error: 'not registered' }
        const { accounts } = (await found.features['standard:connect']!.connect!()) as {
          accounts: { address: string }[]
        }
        const account = accounts[0]
        const [signed] = (await found.features['solana:signMessage']!.signMessage!({
          account,
          message: new TextEncoder().encode('gm from the page'),
        })) as { signature: Uint8Array }[]
        const tx = Uint8Array.from(atob(transaction), (c) => c.charCodeAt(0))
        const [sent] = (await found.features['solana:signAndSendTransaction']!
          .signAndSendTransaction!({
          account,
          transaction: tx,
          chain: 'solana:localnet',
        })) as { signature: Uint8Array }[]
        return {
          address: account?.address,
          signature: Array.from(signed?.signature ?? []),
          sent: sent?.signature.length,
        }
      },
      [wallet.name, unsigned] as const,
    )
    expect(result).toMatchObject({ address: signer.address, sent: 64 })
    const key = await getPublicKeyFromAddress(signer.address)
    const message = new TextEncoder().encode('gm from the page')
    const signature = new Uint8Array(
      (result as { signature: number[] }).signature,
    ) as SignatureBytes
    expect(await verifySignature(key, signature, message)).toBe(true)
    expect((await rpc.getBalance(receiver).send()).value).toBe(7_000_000n)
    expect(wallet.calls).toEqual([
      'standard:connect',
      'solana:signMessage',
      'solana:signAndSendTransaction',
    ])

    // Account changes reach the page as wallet-standard change events.
    const other = await solanaTestSigner(8)
    await page.evaluate((name) => {
      type Events = {
        on(e: string, l: (p: { accounts: { address: string }[] }) => void): () => void
      }
      const scope = window as unknown as {
        __wallets: { name: string; features: Record<string, unknown> }[]
        __changed?: string
      }
      const events = scope.__wallets.find((w) => w.name === name)?.features['standard:events']
      ;(events as Events).on('change', ({ accounts }) => {
        scope.__changed = accounts[0]?.address ?? ''
      })
    }, wallet.name)
    wallet.setSigners([other])
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __changed?: string }).__changed))
      .toBe(other.address)
    await close()
  }, 90_000)
})

// An unsigned SOL transfer as a base64 wire transaction, for the page's wallet to sign.
async function buildUnsignedTransfer(
  rpcUrl: string,
  from: string,
  to: string,
  lamports: bigint,
): Promise<string> {
  const { value: latest } = await createSolanaRpc(rpcUrl).getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(from), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: createNoopSigner(address(from)),
            destination: address(to),
            amount: lamports,
          }),
        ],
        m,
      ),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}
