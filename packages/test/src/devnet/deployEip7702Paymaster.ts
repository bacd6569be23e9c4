import type { Address } from 'viem'
import { compileContracts } from './compileContracts'
import type { DeployVerifyingPaymasterOptions } from './deployVerifyingPaymaster'
import { EIP7702_PAYMASTER_DEPLOYER, eip7702Devnet } from './eip7702Devnet'
import { encodeStaticCall, STATIC_SELECTORS } from './encodeStaticCall'
import { rpcRequest } from './rpcRequest'
import { sendFromDevAccount } from './sendFromDevAccount'
import { devPaymasterSigner } from './verifyingPaymaster'

/**
 * Deploys PorticoVerifyingPaymaster (`packages/test/contracts/`, from the committed artifacts:
 * no solc at start) for EntryPoint v0.8, trusting `signer` (the dev stack's signer by default),
 * as {@link EIP7702_PAYMASTER_DEPLOYER}, who stays its owner, and puts `deposit` (100 ETH) in its
 * EntryPoint deposit. It lands at `eip7702Devnet.paymaster` (the deployer's nonce 0); a paymaster
 * already there is kept. Needs `deployEip7702`'s EntryPoint v0.8 first.
 * @example
 * await deployEip7702Paymaster(anvil.rpcUrl, { signer: gatewaySigner.address })
 */
export async function deployEip7702Paymaster(
  rpcUrl: string,
  options: DeployVerifyingPaymasterOptions = {},
): Promise<Address> {
  const { entryPoint, paymaster } = eip7702Devnet
  if ((await rpcRequest(rpcUrl, 'eth_getCode', [paymaster, 'latest'])) !== '0x') return paymaster
  const from = EIP7702_PAYMASTER_DEPLOYER
  const deposit = options.deposit ?? 100n * 10n ** 18n
  const { PorticoVerifyingPaymaster } = await compileContracts()
  await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [from])
  await rpcRequest(rpcUrl, 'anvil_setBalance', [from, `0x${(deposit + 10n ** 18n).toString(16)}`])
  const deployed = await sendFromDevAccount(
    rpcUrl,
    {
      from,
      data: encodeStaticCall(PorticoVerifyingPaymaster.bytecode, [
        entryPoint,
        options.signer ?? devPaymasterSigner.address,
      ]),
      gas: 3_000_000n,
    },
    'deploying the v0.8 verifying paymaster',
  )
  if (deployed.contractAddress?.toLowerCase() !== paymaster.toLowerCase()) {
    throw new Error(
      `the v0.8 verifying paymaster landed at ${deployed.contractAddress} on ${rpcUrl}, not ${paymaster}: not a fresh devnet?`,
    )
  }
  await sendFromDevAccount(
    rpcUrl,
    {
      from,
      to: entryPoint,
      value: deposit,
      data: encodeStaticCall(STATIC_SELECTORS['depositTo(address)'], [paymaster]),
    },
    "funding the v0.8 paymaster's deposit",
  )
  await rpcRequest(rpcUrl, 'anvil_stopImpersonatingAccount', [from])
  return paymaster
}
