import { porticoMessageTypedData } from '@portico/common'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  hashMessage,
  http,
  parseAbi,
  parseEther,
  serializeErc6492Signature,
} from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultAccountAbstraction } from './accountAbstraction'
import { createPorticoAccountClient } from './createPorticoAccountClient'
import { deployAccountAbstraction } from './deployAccountAbstraction'
import { fundAccount } from './fundAccount'
import { porticoAccountAddress } from './porticoAccountAddress'
import { type Alto, startAlto } from './startAlto'
import { type Anvil, startAnvil } from './startAnvil'

const factory = defaultAccountAbstraction.porticoAccountFactory
const recipient: Address = '0x000000000000000000000000000000000000bEEF'
const factoryAbi = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address)',
])
const accountAbi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function eip712Domain() view returns (bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)',
])

describe('PorticoAccount: the owner signs typed structures bound to the account and chain', () => {
  let a: Anvil
  let b: Anvil
  let alto: Alto
  const owner = privateKeyToAccount(generatePrivateKey())
  let ownerClient: Awaited<ReturnType<typeof createPorticoAccountClient>>
  const chainA = () => createPublicClient({ transport: http(a.rpcUrl) })
  const chainB = () => createPublicClient({ transport: http(b.rpcUrl) })
  const deploy = async (rpcUrl: string, who: Address, salt: bigint) => {
    const client = createPublicClient({ transport: http(rpcUrl) })
    const hash = await client.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          to: factory,
          data: encodeFunctionData({
            abi: factoryAbi,
            functionName: 'createAccount',
            args: [who, salt],
          }),
        },
      ],
    } as never)
    await client.waitForTransactionReceipt({ hash: hash as Hex })
    return client.readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'getAddress',
      args: [who, salt],
    })
  }

  beforeAll(async () => {
    ;[a, b] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
    await Promise.all([deployAccountAbstraction(a.rpcUrl), deployAccountAbstraction(b.rpcUrl)])
    alto = await startAlto({ rpcUrl: a.rpcUrl, entryPoint: defaultAccountAbstraction.entryPoint })
    ownerClient = await createPorticoAccountClient({
      rpcUrl: a.rpcUrl,
      chainId: 31337,
      bundlerUrl: alto.url,
      owner,
    })
    await fundAccount(a.rpcUrl, ownerClient.account.address, { value: parseEther('1') })
  }, 120_000)
  afterAll(async () => {
    await alto?.stop()
    await Promise.all([a?.stop(), b?.stop()])
  })

  it('names its EIP-712 domain (ERC-5267): this account on this chain', async () => {
    const smart = ownerClient.account.address
    await deploy(a.rpcUrl, owner.address, 0n)
    const [fields, name, version, chainId, verifyingContract, salt, extensions] =
      await chainA().readContract({ address: smart, abi: accountAbi, functionName: 'eip712Domain' })
    expect({ fields, name, version, chainId, verifyingContract, salt, extensions }).toEqual({
      fields: '0x0f',
      name: 'Portico Account',
      version: '1',
      chainId: 31337n,
      verifyingContract: smart,
      salt: `0x${'0'.repeat(64)}`,
      extensions: [],
    })
  })

  it('refuses a user operation signed as a message: the EIP-191 signature of its hash (AA24)', async () => {
    const { smart, account } = ownerClient
    const before = await chainA().getBalance({ address: recipient })
    const prepared = await smart.prepareUserOperation({
      calls: [{ to: recipient, value: parseEther('0.1') }],
    })
    const userOpHash = getUserOperationHash({
      userOperation: { ...prepared, sender: account.address, signature: '0x' },
      entryPointAddress: defaultAccountAbstraction.entryPoint,
      entryPointVersion: '0.7',
      chainId: 31337,
    } as Parameters<typeof getUserOperationHash>[0])
    // What any dapp gets from the owner's key by asking personal_sign of the 32-byte hash.
    const signature = await owner.signMessage({ message: { raw: userOpHash } })
    await expect(
      smart.sendUserOperation({ ...prepared, signature } as Parameters<
        typeof smart.sendUserOperation
      >[0]),
    ).rejects.toThrow(/AA24/)
    // Nor the owner's bare ECDSA signature of the hash.
    await expect(
      smart.sendUserOperation({
        ...prepared,
        signature: await owner.sign({ hash: userOpHash }),
      } as Parameters<typeof smart.sendUserOperation>[0]),
    ).rejects.toThrow(/AA24/)
    expect(await chainA().getBalance({ address: recipient })).toBe(before)
  })

  it('sends a user operation the owner signed as PorticoUserOperation', async () => {
    const { smart } = ownerClient
    const before = await chainA().getBalance({ address: recipient })
    const hash = await smart.sendUserOperation({
      calls: [{ to: recipient, value: parseEther('0.1') }],
    })
    expect((await smart.waitForUserOperationReceipt({ hash })).success).toBe(true)
    expect(await chainA().getBalance({ address: recipient })).toBe(before + parseEther('0.1'))
  })

  it('answers ERC-1271 for PorticoMessage of the hash, for its account and chain only', async () => {
    const smart = ownerClient.account.address
    const hash = hashMessage('Hello from the account')
    const signature = await owner.signTypedData(porticoMessageTypedData(smart, 31337, hash))
    expect(await chainA().verifyHash({ address: smart, hash, signature })).toBe(true)
    const magic = (rpc: typeof chainA, address: Address, sig: Hex, h = hash) =>
      rpc().readContract({
        address,
        abi: accountAbi,
        functionName: 'isValidSignature',
        args: [h, sig],
      })
    expect(await magic(chainA, smart, signature)).toBe('0x1626ba7e')
    // Another hash, and the owner's EIP-191 or bare signature of this one: refused.
    expect(await magic(chainA, smart, signature, hashMessage('other'))).toBe('0xffffffff')
    expect(await magic(chainA, smart, await owner.signMessage({ message: { raw: hash } }))).toBe(
      '0xffffffff',
    )
    expect(await magic(chainA, smart, await owner.sign({ hash }))).toBe('0xffffffff')
    // The same owner's account with another salt: another domain.
    const sibling = await deploy(a.rpcUrl, owner.address, 1n)
    expect(await magic(chainA, sibling, signature)).toBe('0xffffffff')
    expect(await chainA().verifyHash({ address: sibling, hash, signature })).toBe(false)
    // The same account (same address, same owner) on the other devnet: another chain id.
    expect(await deploy(b.rpcUrl, owner.address, 0n)).toBe(smart)
    expect(await magic(chainB, smart, signature)).toBe('0xffffffff')
    expect(await chainB().verifyHash({ address: smart, hash, signature })).toBe(false)
    const onB = await owner.signTypedData(porticoMessageTypedData(smart, 31338, hash))
    expect(await magic(chainB, smart, onB)).toBe('0x1626ba7e')
  })

  it('answers ERC-6492 while counterfactual, with the same typed signature', async () => {
    const other = privateKeyToAccount(generatePrivateKey())
    const smart = await porticoAccountAddress(a.rpcUrl, other.address)
    const hash = hashMessage('Sign in')
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: factoryAbi,
        functionName: 'createAccount',
        args: [other.address, 0n],
      }),
      signature: await other.signTypedData(porticoMessageTypedData(smart, 31337, hash)),
    })
    expect(await chainA().verifyHash({ address: smart, hash, signature })).toBe(true)
    expect(await chainB().verifyHash({ address: smart, hash, signature })).toBe(false)
    expect(await chainA().getCode({ address: smart })).toBeUndefined()
  })
})
