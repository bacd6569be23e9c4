import type { Address } from 'viem'
import { deployPaymasterAs } from './deployPaymasterAs'
import type { DeployVerifyingPaymasterOptions } from './deployVerifyingPaymaster'
import { EIP7702_PAYMASTER_DEPLOYER, eip7702Devnet } from './eip7702Devnet'

/**
 * Deploys PorticoVerifyingPaymaster (`packages/test/contracts/`, from the committed artifacts:
 * no solc at start) for EntryPoint v0.8, trusting `signer` (the dev stack's signer by default),
 * as {@link EIP7702_PAYMASTER_DEPLOYER}, who stays its owner, and puts `deposit` (100 ETH) in its
 * EntryPoint deposit. It lands at `eip7702Devnet.paymaster` (the deployer's nonce 0); a paymaster
 * already there is kept. Needs `deployEip7702`'s EntryPoint v0.8 first.
 * @example
 * await deployEip7702Paymaster(anvil.rpcUrl, { signer: gatewaySigner.address })
 */
export function deployEip7702Paymaster(
  rpcUrl: string,
  options: DeployVerifyingPaymasterOptions = {},
): Promise<Address> {
  const { entryPoint, paymaster } = eip7702Devnet
  const name = 'the v0.8 verifying paymaster'
  return deployPaymasterAs(
    rpcUrl,
    {
      contract: 'PorticoVerifyingPaymaster',
      from: EIP7702_PAYMASTER_DEPLOYER,
      at: paymaster,
      entryPoint,
      name,
    },
    options,
  )
}
