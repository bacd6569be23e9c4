import {
  type Alto,
  type Anvil,
  defaultAccountAbstraction,
  defaultVerifyingPaymaster,
  deployAccountAbstraction,
  deployTestTokens,
  deployVerifyingPaymaster,
  startAlto,
  startAnvil,
} from '@portico/test/devnet'
import { type Address, parseEther } from 'viem'

/** A paymaster devnet as a `chains[]` entry of the gateway's configuration. */
type PaymasterDevnetChain = {
  chainId: number
  name: string
  rpcUrl: string
  bundlerUrl: string
  entryPoints: string[]
  paymaster: { address: string; entryPoint: string }
}

/**
 * A devnet where the gateway's paymaster can pay: anvil with the ERC-4337 contracts, the test
 * tokens and the reference VerifyingPaymaster trusting `signer` with 10 ETH deposited (each at
 * its fixed address), and an alto bundler in front of it; `chain` is the gateway's entry for it
 * (its node, bundler, EntryPoint and paymaster). `stop()` stops both.
 * @example
 * const devnet = await startPaymasterDevnet(31337, privateKeyToAccount(signerKey).address)
 * await devnet.stop()
 */
export async function startPaymasterDevnet(
  chainId: number,
  signer: Address,
): Promise<{
  anvil: Anvil
  alto: Alto
  chainId: number
  chain: PaymasterDevnetChain
  stop: () => Promise<void>
}> {
  const anvil = await startAnvil({ chainId })
  await deployAccountAbstraction(anvil.rpcUrl)
  await deployTestTokens(anvil.rpcUrl)
  await deployVerifyingPaymaster(anvil.rpcUrl, { signer, deposit: parseEther('10') })
  const alto = await startAlto({
    rpcUrl: anvil.rpcUrl,
    entryPoint: defaultAccountAbstraction.entryPoint,
  })
  return {
    anvil,
    alto,
    chainId,
    chain: {
      chainId,
      name: `Devnet ${chainId}`,
      rpcUrl: anvil.rpcUrl,
      bundlerUrl: alto.url,
      entryPoints: [defaultAccountAbstraction.entryPoint],
      paymaster: {
        address: defaultVerifyingPaymaster,
        entryPoint: defaultAccountAbstraction.entryPoint,
      },
    },
    stop: async () => {
      await alto.stop()
      await anvil.stop()
    },
  }
}
