import { readFileSync } from 'node:fs'
import {
  type Address,
  encodeDeployData,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  labelhash,
  namehash,
  parseAbi,
  zeroHash,
} from 'viem'
import { compileSolidity } from '../compileSolidity'
import { toBaseUnits } from '../encodeTokenConstructorArgs'
import { publishedBytecode } from '../publishedBytecode'
import { rpcRequest } from '../rpcRequest'
import { sendTransactions } from '../sendTransactions'
import { defaultDevnetEns } from './devnetEns'

/**
 * Who deploys ENS on a devnet and owns its names: an address no key controls, impersonated on
 * anvil, so whatever else a devnet deployed its nonces start at 0.
 */
export const ENS_DEPLOYER: Address = '0x00000000000000000000000000000000000e0500'

const registryAbi = parseAbi([
  'function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl)',
  'function setSubnodeOwner(bytes32 node, bytes32 label, address owner) returns (bytes32)',
])
const resolverAbi = parseAbi([
  'function setAddr(bytes32 node, address a)',
  'function setAddr(bytes32 node, uint256 coinType, bytes a)',
  'function setText(bytes32 node, string key, string value)',
])
const reverseRegistrarAbi = parseAbi(['function setName(string name) returns (bytes32)'])
const GAS = 500_000n
const DEPLOY_GAS = 6_000_000n

/**
 * A devnet's ENS as {@link deployEns} left it.
 * @example const { universalResolver } = ens
 */
export type DevnetEns = {
  registry: Address
  publicResolver: Address
  reverseRegistrar: Address
  universalResolver: Address
  /**
   * A name (and its parents, owned by the deployer) on the public resolver: its address (coin
   * type 60), addresses under other coin types, and text records such as `avatar`.
   */
  setName(
    name: string,
    records: {
      address?: Address
      coinAddresses?: Record<number, Address>
      texts?: Record<string, string>
    },
  ): Promise<void>
  /** `address`'s reverse record through the reverse registrar, sent as `address`. */
  setPrimaryName(address: Address, name: string): Promise<void>
  /** A name whose subnames an offchain resolver answers from the gateways at `urls`. */
  addOffchainName(name: string, urls: string[], signer: Address): Promise<Address>
}

async function compileDevnetEns() {
  const source = readFileSync(new URL('./DevnetEns.sol', import.meta.url), 'utf8')
  const output = (await compileSolidity({ 'DevnetEns.sol': { content: source } }))['DevnetEns.sol']
  const universal = output?.DevnetUniversalResolver
  const offchain = output?.DevnetOffchainResolver
  if (!universal || !offchain) throw new Error('DevnetEns.sol did not compile')
  return { universal, offchain }
}

/**
 * Deploys ENS on an anvil devnet as {@link ENS_DEPLOYER}: the registry and reverse registrar
 * from `@ensdomains/ens`'s published builds, the public resolver from `@ensdomains/resolver`'s,
 * `addr.reverse` handed to the reverse registrar, and DevnetEns.sol's Universal Resolver (ENS
 * publishes none to npm that installs here) with mainnet's interface. On a fresh devnet they land
 * at {@link defaultDevnetEns}. Names are then added with the answer's helpers.
 * @example
 * const ens = await deployEns(anvil.rpcUrl)
 * await ens.setName('vitalik.eth', { address, texts: { avatar: 'https://…' } })
 */
export async function deployEns(rpcUrl: string): Promise<DevnetEns> {
  const from = ENS_DEPLOYER
  const compiled = await compileDevnetEns()
  const fresh =
    BigInt(String(await rpcRequest(rpcUrl, 'eth_getTransactionCount', [from, 'pending']))) === 0n
  await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [from])
  await rpcRequest(rpcUrl, 'anvil_setBalance', [from, `0x${toBaseUnits('100', 18).toString(16)}`])
  const send = (txs: Parameters<typeof sendTransactions>[2], sender: Address = from) =>
    sendTransactions(rpcUrl, sender, txs)
  const deploy = async (bytecode: Hex, what: string) => {
    const [receipt] = await send([{ data: bytecode, gas: DEPLOY_GAS, what }])
    if (!receipt?.contractAddress) throw new Error(`${what} made no contract`)
    return receipt.contractAddress as Address
  }
  const published = (file: string) => publishedBytecode(file)
  const registry = await deploy(
    published('@ensdomains/ens/build/contracts/ENSRegistry.json'),
    'deploying ENSRegistry',
  )
  const withArgs = (file: string, types: string, args: unknown[]) =>
    encodeDeployData({
      abi: parseAbi([`constructor(${types})`]),
      bytecode: published(file),
      args,
    } as never)
  const publicResolver = await deploy(
    withArgs('@ensdomains/resolver/build/contracts/PublicResolver.json', 'address', [registry]),
    'deploying PublicResolver',
  )
  const reverseRegistrar = await deploy(
    withArgs('@ensdomains/ens/build/contracts/ReverseRegistrar.json', 'address, address', [
      registry,
      publicResolver,
    ]),
    'deploying ReverseRegistrar',
  )
  const universalResolver = await deploy(
    encodeDeployData({
      abi: compiled.universal.abi,
      bytecode: compiled.universal.bytecode,
      args: [registry],
    }),
    'deploying the Universal Resolver',
  )
  // On a fresh devnet the deployer's first four contracts are the ones services were told of.
  const landed = { registry, publicResolver, reverseRegistrar, universalResolver }
  if (
    fresh &&
    Object.entries(defaultDevnetEns).some(
      ([key, address]) => !isAddressEqual(address, landed[key as keyof typeof landed]),
    )
  )
    throw new Error(`ENS landed away from its usual addresses on ${rpcUrl}`)
  const onRegistry = (data: Hex, what: string) => ({ to: registry, data, gas: GAS, what })
  await send([
    onRegistry(
      encodeFunctionData({
        abi: registryAbi,
        functionName: 'setSubnodeOwner',
        args: [zeroHash, labelhash('reverse'), from],
      }),
      'creating reverse',
    ),
    onRegistry(
      encodeFunctionData({
        abi: registryAbi,
        functionName: 'setSubnodeOwner',
        args: [namehash('reverse'), labelhash('addr'), reverseRegistrar],
      }),
      'handing addr.reverse to the reverse registrar',
    ),
  ])
  return devnetEnsAt(rpcUrl, landed, compiled)
}

/**
 * The helpers of {@link deployEns} for a devnet whose ENS is already deployed (the dev stack's,
 * at {@link defaultDevnetEns}): names are created by {@link ENS_DEPLOYER}, impersonated.
 * @example
 * const ens = devnetEnsAt(rpcUrl, defaultDevnetEns)
 * await ens.setPrimaryName(address, 'carol.eth')
 */
export function devnetEnsAt(
  rpcUrl: string,
  addresses: Pick<
    DevnetEns,
    'registry' | 'publicResolver' | 'reverseRegistrar' | 'universalResolver'
  >,
  compiled?: Awaited<ReturnType<typeof compileDevnetEns>>,
): DevnetEns {
  const from = ENS_DEPLOYER
  const { registry, publicResolver, reverseRegistrar, universalResolver } = addresses
  const send = async (txs: Parameters<typeof sendTransactions>[2], sender: Address = from) => {
    await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [sender])
    return sendTransactions(rpcUrl, sender, txs)
  }
  const deploy = async (bytecode: Hex, what: string) => {
    const [receipt] = await send([{ data: bytecode, gas: DEPLOY_GAS, what }])
    if (!receipt?.contractAddress) throw new Error(`${what} made no contract`)
    return receipt.contractAddress as Address
  }
  const onRegistry = (data: Hex, what: string) => ({ to: registry, data, gas: GAS, what })
  // Each label of a name, parents first, owned by the deployer; only the name itself gets
  // `resolver` (a parent's resolver would answer for its missing subnames through ENSIP-10).
  const createName = async (name: string, resolver: Address) => {
    const labels = name.split('.').reverse()
    const txs = labels.map((label, index) => {
      const parent = labels.slice(0, index).reverse().join('.')
      const parentNode = parent ? namehash(parent) : zeroHash
      const data =
        index === labels.length - 1
          ? encodeFunctionData({
              abi: registryAbi,
              functionName: 'setSubnodeRecord',
              args: [parentNode, labelhash(label), from, resolver, 0n],
            })
          : encodeFunctionData({
              abi: registryAbi,
              functionName: 'setSubnodeOwner',
              args: [parentNode, labelhash(label), from],
            })
      return onRegistry(data, `creating ${label}${parent ? `.${parent}` : ''}`)
    })
    await send(txs)
  }
  return {
    registry,
    publicResolver,
    reverseRegistrar,
    universalResolver,
    async setName(name, records) {
      await createName(name, publicResolver)
      const node = namehash(name)
      const onResolver = (data: Hex, what: string) => ({ to: publicResolver, data, gas: GAS, what })
      const txs = [
        ...(records.address
          ? [
              onResolver(
                encodeFunctionData({
                  abi: resolverAbi,
                  functionName: 'setAddr',
                  args: [node, records.address],
                }),
                `setting ${name}'s address`,
              ),
            ]
          : []),
        ...Object.entries(records.coinAddresses ?? {}).map(([coinType, address]) =>
          onResolver(
            encodeFunctionData({
              abi: resolverAbi,
              functionName: 'setAddr',
              args: [node, BigInt(coinType), address],
            }),
            `setting ${name}'s address for coin type ${coinType}`,
          ),
        ),
        ...Object.entries(records.texts ?? {}).map(([key, value]) =>
          onResolver(
            encodeFunctionData({
              abi: resolverAbi,
              functionName: 'setText',
              args: [node, key, value],
            }),
            `setting ${name}'s ${key}`,
          ),
        ),
      ]
      if (txs.length > 0) await send(txs)
    },
    async setPrimaryName(address, name) {
      await rpcRequest(rpcUrl, 'anvil_impersonateAccount', [address])
      // An address with no ether gets enough for the one transaction; others keep their balance.
      if (BigInt(String(await rpcRequest(rpcUrl, 'eth_getBalance', [address, 'latest']))) === 0n)
        await rpcRequest(rpcUrl, 'anvil_setBalance', [
          address,
          `0x${toBaseUnits('1', 18).toString(16)}`,
        ])
      await send(
        [
          {
            to: reverseRegistrar,
            data: encodeFunctionData({
              abi: reverseRegistrarAbi,
              functionName: 'setName',
              args: [name],
            }),
            gas: GAS,
            what: `setting ${address}'s primary name`,
          },
        ],
        address,
      )
    },
    async addOffchainName(name, urls, signer) {
      const { offchain } = compiled ?? (await compileDevnetEns())
      const resolver = await deploy(
        encodeDeployData({
          abi: offchain.abi,
          bytecode: offchain.bytecode,
          args: [urls, signer],
        }),
        `deploying the offchain resolver of ${name}`,
      )
      await createName(name, resolver)
      return resolver
    },
  }
}
