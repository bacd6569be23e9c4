import solc from 'solc'
import {
  type Abi,
  type Address,
  createWalletClient,
  defineChain,
  encodeDeployData,
  type Hex,
  http,
  type LocalAccount,
  publicActions,
} from 'viem'
import { z } from 'zod'
import { testTokensSource } from './testTokensSource'

const outputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        abi: z.array(z.unknown()),
        evm: z.object({ bytecode: z.object({ object: z.string() }) }),
      }),
    ),
  ),
})

function compile(): Record<'TestToken' | 'TestUsdt', { abi: Abi; bytecode: Hex }> {
  const input = {
    language: 'Solidity',
    sources: { 'TestTokens.sol': { content: testTokensSource } },
    settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const output = outputSchema.parse(JSON.parse(solc.compile(JSON.stringify(input))))
  const errors = output.errors?.filter((e) => e.severity === 'error') ?? []
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  const contracts = output.contracts['TestTokens.sol'] ?? {}
  const pick = (name: string) => {
    const contract = contracts[name]
    if (!contract) throw new Error(`${name} missing from solc output`)
    return { abi: contract.abi as Abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex }
  }
  return { TestToken: pick('TestToken'), TestUsdt: pick('TestUsdt') }
}

/**
 * Addresses of the deployed test tokens and the ABI to read balances with.
 * @example
 * readContract({ address: tokens.token, abi: tokens.abi, functionName: 'balanceOf', args })
 */
export type TestTokens = { token: Address; usdt: Address; abi: Abi }

/**
 * Compiles and deploys `TestToken` (standard ERC-20 transfer) and `TestUsdt` (transfer returns
 * nothing) on a devnet, each minting `supply` to `holder`.
 * @example
 * const { token, usdt } = await deployTestTokens({ rpcUrl, deployer, holder, supply: 10n ** 12n })
 */
export async function deployTestTokens(parameters: {
  rpcUrl: string
  deployer: LocalAccount
  holder: Address
  supply: bigint
}): Promise<TestTokens> {
  const { rpcUrl, deployer, holder, supply } = parameters
  const compiled = compile()
  const probe = createWalletClient({ transport: http(rpcUrl) }).extend(publicActions)
  const chain = defineChain({
    id: await probe.getChainId(),
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createWalletClient({ account: deployer, chain, transport: http() }).extend(
    publicActions,
  )
  async function deploy(contract: { abi: Abi; bytecode: Hex }): Promise<Address> {
    const data = encodeDeployData({ ...contract, args: [holder, supply] })
    const hash = await client.sendTransaction({ data })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (!receipt.contractAddress) throw new Error('deployment produced no contract')
    return receipt.contractAddress
  }
  return {
    token: await deploy(compiled.TestToken),
    usdt: await deploy(compiled.TestUsdt),
    abi: compiled.TestToken.abi,
  }
}
