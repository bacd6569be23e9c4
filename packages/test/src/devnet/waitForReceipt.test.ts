import { describe, expect, it } from 'vitest'
import { rpcRequest } from './rpcRequest'
import { startAnvil } from './startAnvil'
import { anvilAccounts } from './testAccounts'
import { waitForReceipt } from './waitForReceipt'

describe('waitForReceipt', () => {
  it("answers a mined transaction's receipt, and says what the node holds of one it never mines", async () => {
    const anvil = await startAnvil({ chainId: 31337 })
    try {
      const [from] = anvilAccounts
      const send = () =>
        rpcRequest(anvil.rpcUrl, 'eth_sendTransaction', [
          { from: from?.address, to: from?.address, value: '0x1' },
        ])
      expect((await waitForReceipt(anvil.rpcUrl, String(await send()))).status).toBe('0x1')
      // A node that stopped mining: the transaction waits in its pool, and the error says so.
      await rpcRequest(anvil.rpcUrl, 'evm_setAutomine', [false])
      const stuck = String(await send())
      await expect(waitForReceipt(anvil.rpcUrl, stuck, { timeoutMs: 200 })).rejects.toThrow(
        /not mined within 200 ms \(the node's transaction: \{.*"blockNumber":null.*\}; block "0x1"; pool \{"pending":"0x1","queued":"0x0"\}\)/,
      )
    } finally {
      await anvil.stop()
    }
  })
})
