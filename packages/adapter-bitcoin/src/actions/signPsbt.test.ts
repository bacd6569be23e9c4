import { litecoinRegtestParams } from '@portico/common'
import { base64 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTransferPsbt } from '../buildTransferPsbt'
import { createTestBitcoinState } from '../testing/createTestBitcoinState'
import { serveEsplora } from '../testing/serveEsplora'
import { connectWallet } from './connectWallet'
import { signPsbt } from './signPsbt'

describe('signPsbt', () => {
  const utxo = { txid: 'cd'.repeat(32), vout: 0, value: 100_000, status: { confirmed: true } }
  let esplora: Awaited<ReturnType<typeof serveEsplora>>
  beforeAll(async () => {
    esplora = await serveEsplora({ utxos: [utxo], feeRate: 1, txid: 'ef'.repeat(32) })
  })
  afterAll(() => esplora.close())

  const open = async () => {
    const opened = createTestBitcoinState({ esplora: () => ({ baseUrl: esplora.url }) })
    await connectWallet(opened.state, { connectorId: opened.wallet.name })
    const { key, wallet } = opened
    const [payment] = wallet.accounts
    const built = buildTransferPsbt({
      from: key.payment,
      publicKey: Uint8Array.from(payment?.publicKey ?? []),
      to: key.ordinals,
      amount: 5_000n,
      utxos: [utxo],
      feeRate: 1,
      params: litecoinRegtestParams,
    })
    const request = { psbt: base64.encode(built.psbt), signInputs: { [key.payment]: [0] } }
    return { ...opened, request }
  }

  it('returns the signed PSBT and no txid unless asked to broadcast', async () => {
    const { state, request } = await open()
    const signed = await signPsbt(state, request)
    expect(signed.psbt).not.toBe(request.psbt)
    expect(signed).not.toHaveProperty('txid')
  })

  it('broadcasts the finalized transaction when asked', async () => {
    const { state, wallet, request } = await open()
    const features = wallet.features as Record<string, unknown>
    delete features['bitcoin:signAndSendTransaction']
    expect(await signPsbt(state, { ...request, broadcast: true })).toMatchObject({
      txid: 'ef'.repeat(32),
    })
    expect(esplora.broadcasts).toHaveLength(1)
  })
})
