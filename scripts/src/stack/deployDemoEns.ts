import { deployEns } from '@portico/test/devnet/ens/deployEns'
import { demoEnsName } from './demoEnsName'

/**
 * Deploys ENS on the stack's first devnet (deployEns: ENS's published registry, public resolver
 * and reverse registrar, the devnet Universal Resolver) and gives {@link demoEnsName} its
 * address, primary name and avatar, so Send's "To" and Activity show a real ENS name.
 * @example
 * await deployDemoEns(anvil.rpcUrl, 'http://127.0.0.1:8787')
 */
export async function deployDemoEns(rpcUrl: string, gatewayUrl: string): Promise<void> {
  const ens = await deployEns(rpcUrl)
  await ens.setName(demoEnsName.name, {
    address: demoEnsName.address,
    texts: { avatar: `${gatewayUrl}/public/nft/pals/1.svg` },
  })
  await ens.setPrimaryName(demoEnsName.address, demoEnsName.name)
}
