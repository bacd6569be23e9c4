import { anvilAccounts, defaultAccountAbstraction, devnetChain } from '@portico/test/devnet'
import { type Address, createPublicClient, createWalletClient, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address)',
])

/**
 * Deploys `owner`'s Portico account of factory salt `salt` on the devnet at `rpcUrl`, sent by
 * anvil's first account (anyone may deploy it), and answers its address once mined.
 * @example const account = await deployPorticoAccount(anvil.rpcUrl, eoa, 0n)
 */
export async function deployPorticoAccount(
  rpcUrl: string,
  owner: Address,
  salt: bigint,
): Promise<Address> {
  const [sender] = anvilAccounts
  if (!sender) throw new Error('no anvil account')
  const client = createPublicClient({ transport: http(rpcUrl) })
  const wallet = createWalletClient({
    account: privateKeyToAccount(sender.privateKey),
    chain: devnetChain(await client.getChainId(), rpcUrl),
    transport: http(rpcUrl),
  })
  const factory = { address: defaultAccountAbstraction.porticoAccountFactory, abi: factoryAbi }
  const hash = await wallet.writeContract({
    ...factory,
    functionName: 'createAccount',
    args: [owner, salt],
  })
  await client.waitForTransactionReceipt({ hash })
  return client.readContract({ ...factory, functionName: 'getAddress', args: [owner, salt] })
}
