import { devnetChain } from '@portico/test'
import { createWalletClient, type Hex, http } from 'viem'
import type { TestWalletRequest, TestWalletState } from './TestWalletState'

/**
 * The test wallet's result for a request: `personal_sign` signed by its account,
 * `eth_sendTransaction` sent to the chain's devnet; any other method fails with code 4200.
 * @example
 * const signature = await answerRequest(state, { method: 'personal_sign', params: [hex, address], … })
 */
export async function answerRequest(
  state: TestWalletState,
  { method, params, chainId }: TestWalletRequest,
): Promise<unknown> {
  const { account, rpcUrls } = state
  const list = params as unknown[]
  if (method === 'personal_sign') return account.signMessage({ message: { raw: list[0] as Hex } })
  if (method === 'eth_sendTransaction') {
    const tx = list[0] as { to: Hex; value?: Hex; data?: Hex; gas?: Hex }
    const id = Number(chainId.split(':')[1])
    const wallet = createWalletClient({
      account,
      chain: devnetChain(id, rpcUrls[id] ?? ''),
      transport: http(rpcUrls[id]),
    })
    return wallet.sendTransaction({
      to: tx.to,
      value: BigInt(tx.value ?? '0x0'),
      ...(tx.data && { data: tx.data }),
      ...(tx.gas && { gas: BigInt(tx.gas) }),
    })
  }
  throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
}
