import {
  type Alto,
  type Anvil,
  defaultAccountAbstraction,
  defaultTestTokens,
  defaultVerifyingPaymaster,
  deployAccountAbstraction,
  deployTestTokens,
  deployVerifyingPaymaster,
  startAlto,
  startAnvil,
} from '@portico/test/devnet'
import { deployTokenPaymaster } from '@portico/test/devnet/deployTokenPaymaster'
import { defaultTokenPaymaster } from '@portico/test/devnet/tokenPaymaster'
import { type Address, parseEther } from 'viem'

/** A paymaster devnet as a `chains[]` entry of the gateway's configuration. */
type PaymasterDevnetChain = {
  chainId: number
  name: string
  rpcUrl: string
  bundlerUrl: string
  entryPoints: string[]
  tokens: { address: string; name: string; symbol: string; decimals: number }[]
  paymaster: {
    address: string
    entryPoint: string
    token: { address: string; tokens: string[] }
  }
}

/**
 * A devnet where the gateway's paymasters can pay: anvil with the ERC-4337 contracts, the test
 * tokens, the reference VerifyingPaymaster and PorticoTokenPaymaster, both trusting `signer` with
 * 10 ETH deposited (each at its fixed address), and an alto bundler in front of it; `chain` is the
 * gateway's entry for it (its node, bundler, EntryPoint, tokens and paymasters, the token
 * paymaster taking both test tokens). `stop()` stops both.
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
  await deployTokenPaymaster(anvil.rpcUrl, { signer, deposit: parseEther('10') })
  const tokens = [defaultTestTokens.tetherStyle, defaultTestTokens.erc20].map(
    ({ address, name, symbol, decimals }) => ({ address, name, symbol, decimals }),
  )
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
      tokens,
      paymaster: {
        address: defaultVerifyingPaymaster,
        entryPoint: defaultAccountAbstraction.entryPoint,
        token: {
          address: defaultTokenPaymaster,
          tokens: tokens.map((token) => token.address),
        },
      },
    },
    stop: async () => {
      await alto.stop()
      await anvil.stop()
    },
  }
}
