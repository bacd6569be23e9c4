import { RpcCallNotAllowedError, UserRejectedRequestError } from '@portico/common'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { verifyBip322 } from '../../bitcoin/bip322'
import { regtestKeys } from '../../bitcoin/regtestKeys'
import type { BitcoinContractHarness } from './BitcoinContractHarness'

type Utxo = { txid: string; vout: number; amount: number }

/**
 * The Bitcoin contract's action tests on the regtest chain: balance through the Esplora API,
 * BIP-322 signatures, a transfer that confirms and shows in the balance, fee estimates, PSBT
 * signing, and errors in `@portico/common` shapes.
 * @example
 * bitcoinContractActions(harness)
 */
export function bitcoinContractActions(harness: BitcoinContractHarness): void {
  const { walletKey, recipient } = harness
  const utxosOf = async (address: string) =>
    (
      (await harness.node().rpc('scantxoutset', ['start', [`addr(${address})`]])) as {
        unspents: Utxo[]
      }
    ).unspents

  describe('balance and signing', () => {
    it('reads balances through the Esplora API, a reward once it may be spent', async () => {
      const { adapter } = await harness.connected()
      const [regtest] = harness.networks()
      const [, , , spare] = regtestKeys(4)
      const address = spare?.ordinals ?? ''
      expect(await adapter.getBalance({ address, caipNetwork: regtest })).toEqual({
        balance: '0',
        symbol: 'BTC',
      })
      await harness.node().mine(1, address)
      // A block's reward may be spent only 100 blocks later: until then it is not the balance.
      expect(await adapter.getBalance({ address, caipNetwork: regtest })).toEqual({
        balance: '0',
        symbol: 'BTC',
      })
      await harness.node().mine(99)
      expect(await adapter.getBalance({ address, caipNetwork: regtest })).toEqual({
        balance: '50',
        symbol: 'BTC',
      })
    })

    it('tells the kit of each new block, until it stops watching', async () => {
      const { adapter } = await harness.connected()
      const [regtest] = harness.networks()
      let blocks = 0
      const stop = adapter.watchBlocks?.({ caipNetwork: regtest, onBlock: () => blocks++ })
      expect(stop).toBeTypeOf('function')
      // Blocks mined before the first poll only set the tip: mine until one is news.
      await expect
        .poll(
          async () => {
            await harness.node().mine(1)
            return blocks
          },
          { timeout: 10_000, interval: 100 },
        )
        .toBeGreaterThan(0)
      stop?.()
      const seen = blocks
      await harness.node().mine(1)
      // Nothing can be waited for here: give the stopped poll five of its intervals to misfire.
      await new Promise((resolve) => setTimeout(resolve, 250))
      expect(blocks).toBe(seen)
    })

    it('signs BIP-322 messages; the signature verifies for the payment address', async () => {
      const { adapter, wallet } = await harness.connected()
      const address = walletKey.payment
      const signature = await adapter.signMessage({ message: 'Hello Portico', address })
      expect(wallet.calls).toContain('signMessage')
      const params = harness.params
      expect(verifyBip322({ address, params, message: 'Hello Portico', signature })).toBe(true)
      expect(verifyBip322({ address, params, message: 'Hello', signature })).toBe(false)
    })

    it('maps a declined signature to UserRejectedRequestError', async () => {
      const { adapter, wallet } = await harness.connected()
      wallet.failNext({ code: 4001, message: 'User rejected the message signature.' })
      const error = await adapter
        .signMessage({ message: 'x', address: walletKey.payment })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
    })
  })

  describe('transactions', () => {
    it('sends a transfer that confirms and shows in the balance', async () => {
      const { adapter, wallet } = await harness.connected()
      const [regtest] = harness.networks()
      const transfer = {
        caipNetwork: regtest,
        from: walletKey.payment,
        to: recipient.payment,
        value: 12_345_678n,
      }
      const { fee } = await adapter.estimateFee(transfer)
      expect(fee).toBeGreaterThan(0n)
      expect(fee).toBeLessThan(100_000n)
      const txid = await adapter.sendTransaction(transfer)
      expect(txid).toMatch(/^[0-9a-f]{64}$/)
      expect(wallet.calls).toContain('signAndSendTransaction')
      const pending = await adapter.getBalance({ address: recipient.payment, caipNetwork: regtest })
      expect(pending.balance).toBe('0.12345678')
      const [block] = await harness.node().mine(1)
      const mined = (await harness.node().rpc('getrawtransaction', [txid, true])) as {
        blockhash?: string
      }
      expect(mined.blockhash).toBe(block)
      const settled = await adapter.getBalance({ address: recipient.payment, caipNetwork: regtest })
      expect(settled.balance).toBe('0.12345678')
    })

    it('refuses a transfer it cannot pay, before asking the wallet', async () => {
      const { adapter, wallet } = await harness.connected()
      const [regtest] = harness.networks()
      const error = await adapter
        .sendTransaction({
          caipNetwork: regtest,
          from: walletKey.payment,
          to: recipient.payment,
          value: 10n ** 15n,
        })
        .catch((e: unknown) => e)
      expect((error as Error).message).toMatch(/Insufficient balance/)
      expect(wallet.calls).toEqual(['connect'])
    })

    it('has the wallet sign a PSBT the node accepts', async () => {
      const { adapter } = await harness.connected()
      const [utxo] = await utxosOf(walletKey.payment)
      if (!utxo) throw new Error('the wallet key has no coins')
      const params = harness.params
      const script = OutScript.encode(Address(params).decode(walletKey.payment))
      const value = BigInt(Math.round(utxo.amount * 1e8))
      const tx = new Transaction()
      tx.addInput({ txid: utxo.txid, index: utxo.vout, witnessUtxo: { script, amount: value } })
      tx.addOutputAddress(recipient.ordinals, value - 10_000n, params)
      const psbt = Buffer.from(tx.toPSBT()).toString('base64')
      const signed = (await adapter.request({
        method: 'signPsbt',
        params: { psbt, signInputs: { [walletKey.payment]: [0] } },
      })) as { psbt: string }
      const final = Transaction.fromPSBT(Buffer.from(signed.psbt, 'base64'))
      final.finalize()
      const [verdict] = (await harness.node().rpc('testmempoolaccept', [[final.hex]])) as {
        allowed: boolean
      }[]
      expect(verdict?.allowed).toBe(true)
    })

    it('refuses a request method it does not know', async () => {
      const { adapter } = await harness.connected()
      const error = await adapter
        .request({ method: 'eth_sendTransaction' })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(RpcCallNotAllowedError)
    })
  })
}
