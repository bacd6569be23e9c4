import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TransferNotBroadcastError } from '../errors/wallet'
import { createTestBitcoinState, regtest } from '../testing/createTestBitcoinState'
import { serveEsplora } from '../testing/serveEsplora'
import { connectWallet } from './connectWallet'
import { estimateTransferFee } from './estimateTransferFee'
import { sendTransfer } from './sendTransfer'

describe('sendTransfer', () => {
  let esplora: Awaited<ReturnType<typeof serveEsplora>>
  beforeAll(async () => {
    const utxo = { txid: 'cd'.repeat(32), vout: 0, value: 100_000, status: { confirmed: true } }
    esplora = await serveEsplora({ utxos: [utxo], feeRate: 2 })
  })
  afterAll(() => esplora.close())

  const open = async () => {
    const opened = createTestBitcoinState({ esplora: () => ({ baseUrl: esplora.url }) })
    await connectWallet(opened.state, { connectorId: opened.wallet.name })
    const tx = { caipNetwork: regtest, from: opened.key.payment, to: opened.key.ordinals }
    return { ...opened, tx: { ...tx, value: 10_000n } }
  }

  it("resolves the txid the wallet's send returned", async () => {
    const { state, tx } = await open()
    expect(await sendTransfer(state, tx)).toBe('f'.repeat(64))
  })

  it('estimates the fee of the same transfer', async () => {
    const { state, tx } = await open()
    // One P2WPKH input, two outputs at 2 sat/vB: (11 + 69 + 2 × 43) × 2.
    expect(await estimateTransferFee(state, tx)).toEqual({ fee: 332n })
  })

  it('refuses a send that came back without a txid', async () => {
    const { state, wallet, tx } = await open()
    wallet.features['bitcoin:signAndSendTransaction'].signAndSendTransaction = async () => [
      { txId: '' },
    ]
    await expect(sendTransfer(state, tx)).rejects.toBeInstanceOf(TransferNotBroadcastError)
  })
})
