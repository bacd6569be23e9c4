import { address, createSolanaRpc } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { solanaTestSigner } from './solanaTestKeys'
import { startSolanaRpc } from './startSolanaRpc'

describe('startSolanaRpc', () => {
  it('runs seeded local Solana chains on free ports, one genesis per cluster, until closed', async () => {
    const [first, second] = await Promise.all([
      startSolanaRpc(),
      startSolanaRpc({ cluster: 'portico-second' }),
    ])
    try {
      expect(first.url).not.toBe(second.url)
      expect(first.genesisHash).toBe('13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf44FeBe9PGcZJ')
      expect(second.genesisHash).not.toBe(first.genesisHash)
      const rpc = createSolanaRpc(first.url)
      // The keys derived here are the ones the chain seeded.
      const signer = await solanaTestSigner(3)
      expect((await rpc.getBalance(signer.address).send()).value).toBe(1_000_000_000_000n)
      const { value } = await rpc
        .getTokenAccountsByOwner(
          signer.address,
          { mint: address(first.mint) },
          { encoding: 'jsonParsed' },
        )
        .send()
      expect(value[0]?.account.data.parsed.info.tokenAmount.uiAmountString).toBe('1000000')
    } finally {
      await Promise.all([first.close(), second.close()])
    }
    await expect(createSolanaRpc(first.url).getHealth().send()).rejects.toThrow()
  }, 90_000)
})
