import type { Address } from 'viem'
import { defaultAccountAbstraction } from './accountAbstraction'
import { deployPaymasterAs } from './deployPaymasterAs'
import type { DeployVerifyingPaymasterOptions } from './deployVerifyingPaymaster'
import { defaultTokenPaymaster, TOKEN_PAYMASTER_DEPLOYER } from './tokenPaymaster'

/**
 * Deploys PorticoTokenPaymaster (`packages/test/contracts/`, from the committed artifacts: no solc
 * at start) for EntryPoint v0.7, trusting `signer` (the dev stack's paymaster signer by default),
 * as {@link TOKEN_PAYMASTER_DEPLOYER}, who stays its owner, and puts `deposit` (100 ETH) in its
 * EntryPoint deposit. It lands at {@link defaultTokenPaymaster}; a paymaster already there is
 * kept. Needs `deployAccountAbstraction`'s EntryPoint first.
 * @example
 * await deployAccountAbstraction(anvil.rpcUrl)
 * await deployTokenPaymaster(anvil.rpcUrl, { signer: gatewaySigner.address })
 */
export function deployTokenPaymaster(
  rpcUrl: string,
  options: DeployVerifyingPaymasterOptions = {},
): Promise<Address> {
  const contract = {
    contract: 'PorticoTokenPaymaster',
    from: TOKEN_PAYMASTER_DEPLOYER,
    at: defaultTokenPaymaster,
    entryPoint: defaultAccountAbstraction.entryPoint,
    name: 'the token paymaster',
  } as const
  return deployPaymasterAs(rpcUrl, contract, options)
}
