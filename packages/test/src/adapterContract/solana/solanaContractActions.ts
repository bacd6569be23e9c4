import {
  NetworkNotFoundError,
  RpcCallNotAllowedError,
  UserRejectedRequestError,
} from '@portico/common'
import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import type { SolanaContractHarness } from './SolanaContractHarness'

/**
 * The Solana contract's balance, network switch, signing, send and RPC tests. Each test that
 * spends uses its own seeded account, so none depends on another's balance.
 * @example
 * solanaContractActions(harness)
 */
export function solanaContractActions(harness: SolanaContractHarness): void {
  const bytes58 = (text: string) => new Uint8Array(getBase58Encoder().encode(text))
  const fresh = async () => (await generateKeyPairSigner()).address

  describe('balance and networks', () => {
    it('reads SOL on the active network and follows a switch to the other one', async () => {
      const { adapter, context, wallet } = await harness.connected({ signer: 2 })
      const signer = await harness.signer(2)
      const [first, second] = harness.networks()
      const rpcB = createSolanaRpc(harness.chains()[1].url)
      await rpcB.requestAirdrop(signer.address, 5_000_000_000n as never).send()
      expect(await adapter.getBalance({ address: signer.address, caipNetwork: first })).toEqual({
        balance: '1000',
        symbol: 'SOL',
      })
      await adapter.switchNetwork({ caipNetwork: second })
      expect(context.chains.at(-1)).toEqual({ chainId: second.id, connectorId: wallet.name })
      expect(
        (await adapter.getBalance({ address: signer.address, caipNetwork: second })).balance,
      ).toBe('1005')
    })

    it('refuses a network the app does not list', async () => {
      const { adapter } = await harness.connected()
      const [first] = harness.networks()
      const unknown = {
        ...first,
        id: 'x'.repeat(32),
        caipNetworkId: `solana:${'x'.repeat(32)}` as const,
      }
      await expect(adapter.switchNetwork({ caipNetwork: unknown })).rejects.toBeInstanceOf(
        NetworkNotFoundError,
      )
    })
  })

  describe('signing and sending', () => {
    it('signs a message with the account key', async () => {
      const { adapter } = await harness.connected({ signer: 3 })
      const signer = await harness.signer(3)
      const signature = await adapter.signMessage({
        message: 'Hello Portico',
        address: signer.address,
      })
      const key = await getPublicKeyFromAddress(signer.address)
      const valid = await verifySignature(
        key,
        bytes58(signature) as SignatureBytes,
        new TextEncoder().encode('Hello Portico'),
      )
      expect(valid).toBe(true)
    })

    it('sends SOL for the quoted fee and the balances change on the chain', async () => {
      const { adapter } = await harness.connected({ signer: 5 })
      const signer = await harness.signer(5)
      const [first] = harness.networks()
      const to = await fresh()
      const transfer = { caipNetwork: first, from: signer.address, to, value: 1_500_000_000n }
      expect(await adapter.estimateFee(transfer)).toEqual({ fee: 5000n })
      const signature = await adapter.sendTransaction(transfer)
      const rpc = createSolanaRpc(harness.chains()[0].url)
      expect((await rpc.getBalance(address(to)).send()).value).toBe(1_500_000_000n)
      expect((await rpc.getBalance(signer.address).send()).value).toBe(
        1_000_000_000_000n - 1_500_000_000n - 5000n,
      )
      expect(bytes58(signature)).toHaveLength(64)
    })

    it("sends the SPL token, creating the receiver's token account", async () => {
      const { adapter } = await harness.connected({ signer: 6 })
      const signer = await harness.signer(6)
      const [first] = harness.networks()
      const [chain] = harness.chains()
      const to = await fresh()
      const transfer = {
        caipNetwork: first,
        from: signer.address,
        to,
        tokenAddress: chain.mint,
        amount: 2_500_000n,
      }
      const rpc = createSolanaRpc(chain.url)
      const before = (await rpc.getBalance(signer.address).send()).value
      // The quote is what the sender's SOL pays: the fee and the new token account's rent.
      const rent = await rpc.getMinimumBalanceForRentExemption(165n).send()
      expect(await adapter.estimateTokenFee?.(transfer)).toEqual({ fee: 5000n + rent })
      await adapter.sendToken?.(transfer)
      const { value } = await rpc
        .getTokenAccountsByOwner(
          address(to),
          { mint: address(chain.mint) },
          { encoding: 'jsonParsed' },
        )
        .send()
      expect(value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('2.5')
      expect((await rpc.getBalance(signer.address).send()).value).toBe(before - 5000n - rent)
      // The receiver's account exists now: a second transfer pays the fee only.
      expect(await adapter.estimateTokenFee?.(transfer)).toEqual({ fee: 5000n })
    })

    it('turns a declined send into UserRejectedRequestError and moves nothing', async () => {
      const { adapter, wallet } = await harness.connected({ signer: 7 })
      const signer = await harness.signer(7)
      const [first] = harness.networks()
      const to = await fresh()
      wallet.failNext(new Error('User rejected the request.'))
      const error = await adapter
        .sendTransaction({ caipNetwork: first, from: signer.address, to, value: 1_000_000_000n })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      const rpc = createSolanaRpc(harness.chains()[0].url)
      expect((await rpc.getBalance(address(to)).send()).value).toBe(0n)
    })
  })

  describe('solana_* requests', () => {
    it('answers solana_signMessage in base58 and refuses methods outside the list', async () => {
      const { adapter } = await harness.connected({ signer: 8 })
      const signer = await harness.signer(8)
      const message = new TextEncoder().encode('gm')
      const { signature } = (await adapter.request({
        method: 'solana_signMessage',
        params: { message: getBase58Decoder().decode(message), pubkey: signer.address },
      })) as { signature: string }
      const key = await getPublicKeyFromAddress(signer.address)
      expect(await verifySignature(key, bytes58(signature) as SignatureBytes, message)).toBe(true)
      await expect(adapter.request({ method: 'eth_sendTransaction' })).rejects.toBeInstanceOf(
        RpcCallNotAllowedError,
      )
    })
  })
}
