import type { Address } from 'viem'
import { compileContracts } from './compileContracts'
import type { DeployVerifyingPaymasterOptions } from './deployVerifyingPaymaster'
import { encodeStaticCall, STATIC_SELECTORS } from './encodeStaticCall'
import { rpcRequest } from './rpcRequest'
import { sendFromDevAccount } from './sendFromDevAccount'
import { devPaymasterSigner } from './verifyingPaymaster'

/**
 * Deploys one of our paymasters (`contract`, from the committed artifacts; its constructor takes
 * the EntryPoint and the signer: `options.signer`, the dev stack's signer by default) as `from`,
 * an address no key controls, impersonated on anvil, who stays its owner; checks it landed at `at`
 * (the deployer's nonce 0) and puts `options.deposit` (100 ETH) in its EntryPoint deposit. A
 * paymaster already at `at` is kept as it is. `name` names it in errors.
 * @example
 * await deployPaymasterAs(rpcUrl, { contract: 'PorticoTokenPaymaster', from, at, entryPoint, name: 'the token paymaster' }, { signer })
 */
export async function deployPaymasterAs(
  rpcUrl: string,
  args: {
    contract: 'PorticoVerifyingPaymaster' | 'PorticoTokenPaymaster'
    from: Address
    at: Address
    entryPoint: Address
    name: string
  },
  options: DeployVerifyingPaymasterOptions,
): Promise<Address> {
  const { from, at, name } = args
  if ((await rpcRequest(rpcUrl, 'eth_getCode', [at, 'latest'])) !== '0x') return at
  const deposit = options.deposit ?? 100n * 10n ** 18n
  const { bytecode } = (await compileContracts())[args.contract]
  await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [from])
  await rpcRequest(rpcUrl, 'anvil_setBalance', [from, `0x${(deposit + 10n ** 18n).toString(16)}`])
  const deployed = await sendFromDevAccount(
    rpcUrl,
    {
      from,
      data: encodeStaticCall(bytecode, [
        args.entryPoint,
        options.signer ?? devPaymasterSigner.address,
      ]),
      gas: 3_000_000n,
    },
    `deploying ${name}`,
  )
  if (deployed.contractAddress?.toLowerCase() !== at.toLowerCase()) {
    throw new Error(
      `${name} landed at ${deployed.contractAddress} on ${rpcUrl}, not ${at}: not a fresh devnet?`,
    )
  }
  await sendFromDevAccount(
    rpcUrl,
    {
      from,
      to: args.entryPoint,
      value: deposit,
      data: encodeStaticCall(STATIC_SELECTORS['depositTo(address)'], [at]),
    },
    `funding ${name}'s deposit`,
  )
  await rpcRequest(rpcUrl, 'anvil_stopImpersonatingAccount', [from])
  return at
}
