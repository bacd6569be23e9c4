import { readFileSync } from 'node:fs'
import type { Address, Hex } from 'viem'
import {
  ACCOUNT_ABSTRACTION_DEPLOYER,
  type AccountAbstractionDevnet,
  bundlerAccounts,
  defaultAccountAbstraction,
} from './accountAbstraction'
import { accountAbstractionBytecode as publishedBytecode } from './accountAbstractionBytecode'
import { compileSolidity } from './compileSolidity'
import { encodeStaticCall } from './encodeStaticCall'
import { rpcRequest } from './rpcRequest'
import { waitForReceipt } from './waitForReceipt'

/** PorticoAccountFactory's creation bytecode, compiled from our sources (the account imports its session validator). */
async function porticoAccountFactoryBytecode(): Promise<Hex> {
  const source = (file: string) => ({
    content: readFileSync(new URL(`./smartAccount/${file}`, import.meta.url), 'utf8'),
  })
  const output = await compileSolidity({
    'PorticoAccount.sol': source('PorticoAccount.sol'),
    'PorticoSessionValidator.sol': source('PorticoSessionValidator.sol'),
  })
  const factory = output['PorticoAccount.sol']?.PorticoAccountFactory
  if (!factory) throw new Error('PorticoAccountFactory did not compile')
  return factory.bytecode
}

/** Enough for years of devnet bundles at anvil's gas prices. */
const BUNDLER_BALANCE = `0x${(1_000n * 10n ** 18n).toString(16)}`

/**
 * Deploys ERC-4337 v0.7 from the published `@account-abstraction/contracts` artifacts — the
 * EntryPoint, then a SimpleAccountFactory bound to it — and a PorticoAccountFactory compiled
 * from `smartAccount/PorticoAccount.sol` (ERC-1271 accounts for the embedded wallet; it creates
 * their session validator, `PorticoSessionValidator.sol`), as
 * {@link ACCOUNT_ABSTRACTION_DEPLOYER}, and gives the bundler's executor and utility accounts ether. On a fresh devnet the contracts
 * land at {@link defaultAccountAbstraction}; elsewhere it throws. Plain JSON-RPC on anvil, so the
 * dev stack loads no client library for it.
 * @example
 * const { entryPoint } = await deployAccountAbstraction(anvil.rpcUrl)
 */
export async function deployAccountAbstraction(rpcUrl: string): Promise<AccountAbstractionDevnet> {
  const from = ACCOUNT_ABSTRACTION_DEPLOYER
  const { entryPoint, simpleAccountFactory, porticoAccountFactory, porticoSessionValidator } =
    defaultAccountAbstraction
  // Compiled first: the deployer's nonces must not wait on solc between transactions.
  const porticoFactory = await porticoAccountFactoryBytecode()
  await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [from])
  for (const address of [from, bundlerAccounts.executor.address, bundlerAccounts.utility.address])
    await rpcRequest(rpcUrl, 'anvil_setBalance', [address, BUNDLER_BALANCE])
  const deploy = async (data: Hex): Promise<Address | undefined> => {
    // The EntryPoint's creation runs past eth_estimateGas's first guess on some nodes.
    const hash = await rpcRequest(rpcUrl, 'eth_sendTransaction', [
      { from, data, gas: `0x${(8_000_000).toString(16)}` },
    ])
    const receipt = await waitForReceipt(rpcUrl, String(hash))
    if (receipt.status !== '0x1')
      throw new Error(`ERC-4337 set-up failed on ${rpcUrl} (tx ${String(hash)})`)
    return receipt.contractAddress?.toLowerCase() as Address | undefined
  }
  const deployed = [
    await deploy(publishedBytecode('EntryPoint')),
    await deploy(encodeStaticCall(publishedBytecode('SimpleAccountFactory'), [entryPoint])),
    await deploy(encodeStaticCall(porticoFactory, [entryPoint])),
  ]
  await rpcRequest(rpcUrl, 'anvil_stopImpersonatingAccount', [from])
  // The factory's constructor created the validator: its first CREATE, nonce 1.
  const validatorCode = await rpcRequest(rpcUrl, 'eth_getCode', [porticoSessionValidator, 'latest'])
  if (validatorCode === '0x')
    throw new Error(`the session validator is missing from ${porticoSessionValidator} on ${rpcUrl}`)
  const expected = [entryPoint, simpleAccountFactory, porticoAccountFactory]
  if (deployed.some((address, index) => address !== expected[index]?.toLowerCase())) {
    throw new Error(
      `the EntryPoint or the account factory landed away from its usual address on ${rpcUrl}: not a fresh devnet?`,
    )
  }
  return defaultAccountAbstraction
}
