import { createWalletClient, erc20Abi, http, parseAbi, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { deployTestTokens } from './deployTestTokens'
import { devnetChain } from './devnetChain'
import { fundAccount } from './fundAccount'
import { predictTestTokens } from './predictTestTokens'
import { readTokenBalance } from './readTokenBalance'
import { anvilAccounts } from './testAccounts'
import type { DeployedTestTokens } from './testTokens'
import { defaultTestTokens } from './testTokens'
import { useDevnet } from './useDevnet'

const tetherTransferAbi = parseAbi(['function transfer(address to, uint256 value)'])

describe('deployTestTokens', () => {
  let tokens: DeployedTestTokens
  const { rpcUrl, client } = useDevnet(async (url) => {
    tokens = await deployTestTokens(url)
  })

  it('deploys both tokens at the addresses a fresh devnet always gives them', () => {
    expect(tokens.erc20).toEqual({
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      name: 'Portico Test Token',
      symbol: 'PTT',
      decimals: 18,
      kind: 'erc20',
    })
    expect(tokens.tetherStyle).toMatchObject({
      address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
      symbol: 'tUSDT',
      decimals: 6,
      kind: 'usdt-style',
    })
  })

  it('lands where predictTestTokens and defaultTestTokens say on a fresh devnet', () => {
    expect(predictTestTokens()).toEqual(tokens)
    expect(defaultTestTokens).toEqual(tokens)
  })

  it('mints one million of each token to every default account', async () => {
    for (const { address } of anvilAccounts) {
      for (const token of [tokens.erc20, tokens.tetherStyle]) {
        const balance = await readTokenBalance(client(), token.address, address)
        expect(balance).toBe(parseUnits('1000000', token.decimals))
      }
    }
  })

  it('moves USDT-style tokens with a transfer that returns nothing', async () => {
    const [sender, receiver] = [anvilAccounts[1]!, anvilAccounts[2]!]
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      chain: devnetChain(31337, rpcUrl()),
      transport: http(),
    })
    const { address } = tokens.tetherStyle
    // The ERC20 ABI expects a bool back: decoding the simulated result fails.
    await expect(
      client().simulateContract({
        account: sender.address,
        address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [receiver.address, 1n],
      }),
    ).rejects.toThrow()
    const hash = await wallet.writeContract({
      address,
      abi: tetherTransferAbi,
      functionName: 'transfer',
      args: [receiver.address, parseUnits('2.5', 6)],
    })
    expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
    const balanceOf = (account: `0x${string}`) =>
      client().readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
    expect(await balanceOf(receiver.address)).toBe(parseUnits('1000002.5', 6))
    expect(await balanceOf(sender.address)).toBe(parseUnits('999997.5', 6))
  })

  it('funds a fresh account with ETH and minted tokens', async () => {
    const fresh = '0x000000000000000000000000000000000000dEaD'
    const hashes = await fundAccount(rpcUrl(), fresh, {
      value: parseEther('3'),
      tokens: [{ address: tokens.erc20.address, amount: 42n }],
    })
    expect(hashes).toHaveLength(2)
    expect(await client().getBalance({ address: fresh })).toBe(parseEther('3'))
    expect(await readTokenBalance(client(), tokens.erc20.address, fresh)).toBe(42n)
  })

  it('deploys again from another account to chosen holders', async () => {
    const holder = '0x000000000000000000000000000000000000c0DE'
    const again = await deployTestTokens(rpcUrl(), {
      deployer: anvilAccounts[4]!.address,
      holders: [holder],
      amount: '7.25',
    })
    expect(again.erc20.address).not.toBe(tokens.erc20.address)
    expect(again.erc20.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const balance = await readTokenBalance(client(), again.tetherStyle.address, holder)
    expect(balance).toBe(7_250_000n)
  })
})
