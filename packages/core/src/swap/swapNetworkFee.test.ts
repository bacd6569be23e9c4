import { KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { createTestPortico } from '../testing/createTestPortico'
import type { FeeEstimate } from '../types/ChainAdapter'
import type { SwapToken } from '../types/SwapClient'
import type { SwapContext } from './createSwapContext'
import { swapNetworkFee } from './swapNetworkFee'

const ROUTER = '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45'
const token = (symbol: string, address: string, native: boolean): SwapToken => ({
  address: `eip155:1:${address}`,
  symbol,
  name: symbol,
  decimals: 18,
  balance: '0',
  price: 1,
  native,
})
const ptt = token('PTT', '0x5FbDB2315678afecb367f032d93F642f64180aa3', false)
const usdt = token('tUSDT', '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', false)

/**
 * A swap context whose account is the embedded wallet's, priced by `answer`: its smart account,
 * or (`used`) its EOA listed as the plain key and as its EIP-7702 upgrade, in use as one of them.
 */
function smartAccountSwap(answer: (to: string) => FeeEstimate, used?: 'eoa' | 'eip7702') {
  const { portico, fake } = createTestPortico()
  const own = (type: 'smartAccount' | 'eoa' | 'eip7702') => ({
    namespace: 'eip155' as const,
    address: fake.address,
    type,
  })
  const accounts = used ? [own('eoa'), own('eip7702')] : [own('smartAccount')]
  portico.stores.account.getState().setAccount('eip155', {
    allAccounts: accounts,
    user: {
      address: fake.address,
      chainId: 1,
      accounts,
      preferredAccountType: used ?? 'smartAccount',
    },
  })
  fake.estimateFee = async ({ to }) => answer(to)
  const ctx = {
    portico,
    convert: {
      buildApprove: async () => ({ tx: { from: ptt.address, to: ROUTER, data: '0x095ea7b3' } }),
      buildTransaction: async () => ({ tx: { to: `eip155:1:${ROUTER}`, data: '0x5ae401dc' } }),
    },
  } as unknown as SwapContext
  const quote = {
    from: ptt,
    to: usdt,
    fromAmount: 10n ** 18n,
    slippage: 1,
    approval: false,
    gasLimit: 250_000n,
    gasPrice: 10n ** 9n,
    address: fake.address,
    caipAddress: `eip155:1:${fake.address}` as const,
    caipNetwork: KNOWN_CHAINS.mainnet,
  }
  return { quote, ctx }
}

describe('swapNetworkFee from the embedded wallet’s smart account', () => {
  it('passes on the site’s refusal and that the account cannot pay the fee it would be charged', async () => {
    const refusal = 'This site no longer pays the network fee for this action today'
    const { ctx, quote } = smartAccountSwap(() => ({
      fee: 5n * 10n ** 14n,
      sponsorshipRefusal: refusal,
      insufficientFunds: true,
    }))
    expect(await swapNetworkFee(ctx, quote)).toEqual({
      fee: 5n * 10n ** 14n,
      refusal,
      insufficientFunds: true,
    })
  })

  it('says the site pays a swap whose allowance it pays for, before the allowance is mined', async () => {
    const { ctx, quote } = smartAccountSwap(() => ({
      fee: 0n,
      paidBy: 'Portico Demo',
    }))
    expect(await swapNetworkFee(ctx, { ...quote, approval: true })).toEqual({
      fee: 0n,
      paidBy: 'Portico Demo',
    })
  })

  it('passes on a fee paid in a token, exactly as charged, for the swap or for its allowance alone', async () => {
    const paidIn = { token: usdt.address.slice(9), symbol: 'tUSDT', decimals: 18, amount: 42n }
    const { ctx, quote } = smartAccountSwap(() => ({ fee: 0n, paidIn }))
    expect(await swapNetworkFee(ctx, quote)).toEqual({ fee: 0n, paidIn })
    // Not the swap's gas on top: the swap's own operation is paid in the token too, once the
    // allowance is mined, and priced then.
    expect(await swapNetworkFee(ctx, { ...quote, approval: true })).toEqual({ fee: 0n, paidIn })
  })

  it('adds the swap’s gas to an allowance the visitor pays for, with the site’s reason', async () => {
    const { ctx, quote } = smartAccountSwap(() => ({
      fee: 10n ** 14n,
      sponsorshipRefusal: 'This site does not pay the network fee for this action',
    }))
    expect(await swapNetworkFee(ctx, { ...quote, approval: true })).toEqual({
      fee: 10n ** 14n + 250_000n * 10n ** 9n,
      refusal: 'This site does not pay the network fee for this action',
    })
  })

  it('prices the EOA upgraded by EIP-7702 as a smart account, and the same address as a plain key by its gas', async () => {
    const sponsored = () => ({ fee: 0n, paidBy: 'Portico Demo' })
    const upgraded = smartAccountSwap(sponsored, 'eip7702')
    expect(await swapNetworkFee(upgraded.ctx, upgraded.quote)).toEqual({
      fee: 0n,
      paidBy: 'Portico Demo',
    })
    const plain = smartAccountSwap(sponsored, 'eoa')
    expect(await swapNetworkFee(plain.ctx, plain.quote)).toEqual({ fee: 250_000n * 10n ** 9n })
  })
})
