import {
  createWalletClient,
  getContractAddress,
  http,
  parseAbi,
  toFunctionSelector,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { deployIdRegistry } from './deployIdRegistry'
import { devnetChain } from './devnetChain'
import { defaultIdRegistry, ID_REGISTRY_DEPLOYER, ID_REGISTRY_SELECTORS } from './idRegistry'
import { fidOf, registerFid } from './registerFid'
import { anvilAccounts } from './testAccounts'
import { useDevnet } from './useDevnet'

const registryAbi = parseAbi([
  'function idOf(address owner) view returns (uint256)',
  'function custodyOf(uint256 fid) view returns (address)',
  'function idCounter() view returns (uint256)',
  'function register() returns (uint256)',
  'error HasId()',
])

describe('PorticoIdRegistry on anvil', () => {
  const { rpcUrl, client } = useDevnet((url) => deployIdRegistry(url))

  it('lands at the predicted address with the selectors written out', () => {
    expect(getContractAddress({ from: ID_REGISTRY_DEPLOYER, nonce: 0n })).toBe(defaultIdRegistry)
    for (const [signature, selector] of Object.entries(ID_REGISTRY_SELECTORS)) {
      expect(toFunctionSelector(signature)).toBe(selector)
    }
  })

  it('gives each caller the next fid and reads custody both ways', async () => {
    const [first, second] = [anvilAccounts[5]!.address, anvilAccounts[6]!.address]
    expect(await fidOf(rpcUrl(), first)).toBe(0n)
    const fidA = await registerFid(rpcUrl(), first)
    const fidB = await registerFid(rpcUrl(), second)
    expect(fidB).toBe(fidA + 1n)
    const read = (functionName: 'custodyOf', fid: bigint) =>
      client().readContract({
        address: defaultIdRegistry,
        abi: registryAbi,
        functionName,
        args: [fid],
      })
    expect(await read('custodyOf', fidA)).toBe(first)
    expect(await read('custodyOf', fidB)).toBe(second)
    expect(await read('custodyOf', fidB + 1n)).toBe(zeroAddress)
    // Registering again keeps the fid the address already has.
    expect(await registerFid(rpcUrl(), first)).toBe(fidA)
  })

  it('refuses a second fid for one address (HasId)', async () => {
    const account = privateKeyToAccount(anvilAccounts[7]!.privateKey)
    const wallet = createWalletClient({
      account,
      chain: devnetChain(31337, rpcUrl()),
      transport: http(),
    })
    const hash = await wallet.writeContract({
      address: defaultIdRegistry,
      abi: registryAbi,
      functionName: 'register',
    })
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    await expect(
      client().simulateContract({
        account,
        address: defaultIdRegistry,
        abi: registryAbi,
        functionName: 'register',
      }),
    ).rejects.toThrow(/HasId/)
  })

  it('refuses to deploy where the registry would not land at its address', async () => {
    await expect(deployIdRegistry(rpcUrl())).rejects.toThrow(/not fresh/)
  })
})
