import type { Address } from 'viem'
import { defaultAccountAbstraction } from './accountAbstraction'
import { accountAbstractionBytecode } from './accountAbstractionBytecode'
import { encodeStaticCall, STATIC_SELECTORS } from './encodeStaticCall'
import { rpcRequest } from './rpcRequest'
import {
  defaultVerifyingPaymaster,
  devPaymasterSigner,
  PAYMASTER_DEPLOYER,
} from './verifyingPaymaster'
import { waitForReceipt } from './waitForReceipt'

/**
 * Options of {@link deployVerifyingPaymaster}.
 * @example
 * const options: DeployVerifyingPaymasterOptions = { signer: '0x…', deposit: 100n * 10n ** 18n }
 */
export type DeployVerifyingPaymasterOptions = {
  /** The address whose signatures the paymaster accepts; the dev stack's signer by default. */
  signer?: Address
  /** Wei put in the paymaster's EntryPoint deposit, which pays for what it sponsors (100 ETH). */
  deposit?: bigint
}

/**
 * Deploys the reference VerifyingPaymaster (v0.7, from `@account-abstraction/contracts`'
 * published artifact) on a devnet that has `deployAccountAbstraction`'s EntryPoint, trusting
 * `signer`, as {@link PAYMASTER_DEPLOYER}, and funds its EntryPoint deposit. On a fresh devnet it
 * lands at {@link defaultVerifyingPaymaster}; elsewhere it throws. Plain JSON-RPC on anvil, so
 * the dev stack loads no client library for it.
 * @example
 * await deployAccountAbstraction(anvil.rpcUrl)
 * const paymaster = await deployVerifyingPaymaster(anvil.rpcUrl, { signer: gatewaySigner.address })
 */
export async function deployVerifyingPaymaster(
  rpcUrl: string,
  options: DeployVerifyingPaymasterOptions = {},
): Promise<Address> {
  const from = PAYMASTER_DEPLOYER
  const { entryPoint } = defaultAccountAbstraction
  const deposit = options.deposit ?? 100n * 10n ** 18n
  const send = async (what: string, tx: Record<string, string>) => {
    const hash = await rpcRequest(rpcUrl, 'eth_sendTransaction', [
      { from, gas: `0x${(3_000_000).toString(16)}`, ...tx },
    ])
    const receipt = await waitForReceipt(rpcUrl, String(hash))
    if (receipt.status !== '0x1')
      throw new Error(`${what} failed on ${rpcUrl} (tx ${String(hash)})`)
    return receipt
  }
  await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [from])
  await rpcRequest(rpcUrl, 'anvil_setBalance', [from, `0x${(deposit + 10n ** 18n).toString(16)}`])
  const deployed = await send('deploying the VerifyingPaymaster', {
    data: encodeStaticCall(accountAbstractionBytecode('VerifyingPaymaster'), [
      entryPoint,
      options.signer ?? devPaymasterSigner.address,
    ]),
  })
  if (deployed.contractAddress?.toLowerCase() !== defaultVerifyingPaymaster.toLowerCase()) {
    throw new Error(
      `the VerifyingPaymaster landed at ${deployed.contractAddress} on ${rpcUrl}, not ${defaultVerifyingPaymaster}: not a fresh devnet?`,
    )
  }
  await send("funding the paymaster's deposit", {
    to: entryPoint,
    value: `0x${deposit.toString(16)}`,
    data: encodeStaticCall(STATIC_SELECTORS['depositTo(address)'], [defaultVerifyingPaymaster]),
  })
  await rpcRequest(rpcUrl, 'anvil_stopImpersonatingAccount', [from])
  return defaultVerifyingPaymaster
}
