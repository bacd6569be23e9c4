import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  convertBuyer as buyer,
  type ConvertTestBed,
  expectGatewayError as expectError,
  startConvertTestBed,
} from '../testing/startConvertTestBed'
import { NATIVE_TOKEN_ADDRESS } from './nativeTokenAddress'

let bed: ConvertTestBed

beforeAll(async () => {
  bed = await startConvertTestBed()
}, 120_000)

afterAll(async () => {
  await bed?.stop()
})

describe('hostile and malformed input', () => {
  const user = () => `${bed.CHAIN}:${buyer.address}`
  const quoteWith = (query: Record<string, string>) =>
    bed.get('/v1/convert/quotes', {
      amount: '1000',
      userAddress: buyer.address,
      from: bed.ETH,
      to: bed.PTT,
      ...query,
    })

  it('refuses malformed CAIP ids, other chains, unknown contracts and bad addresses with 400', async () => {
    for (const query of [
      { from: 'eip155:31337' },
      { from: 'eip155:31337:0xzz' },
      { from: 'nonsense' },
      { to: `eip155:31337:${'0x'.padEnd(42, '1')}` }, // not a listed token
      { to: `eip155:31338:${bed.tokens.erc20.address}` }, // another chain's token
      { to: `${bed.CHAIN}:${bed.uniswap.weth}` }, // WETH is the native token's stand-in, not listed
      { to: bed.ETH }, // the same token
      { userAddress: 'not-an-address' },
      { userAddress: `eip155:31338:${buyer.address}` },
    ]) {
      const body = await expectError(await quoteWith(query), 400, 'INVALID_PARAMS')
      expect(body.message).toMatch(/'(from|to|userAddress)'/)
    }
    await expectError(
      await quoteWith({ from: `eip155:31338:${NATIVE_TOKEN_ADDRESS}` }),
      400,
      'SWAPS_NOT_SUPPORTED',
    )
    await expectError(
      await bed.get('/v1/convert/allowance', { tokenAddress: bed.PTT, userAddress: buyer.address }),
      400,
      'INVALID_PARAMS',
    )
  })

  it('refuses zero, negative, fractional, exponent and oversized amounts', async () => {
    for (const amount of [
      '0',
      '-1',
      '1.5',
      '1e18',
      '',
      ' 1',
      (2n ** 256n).toString(),
      '9'.repeat(200),
    ]) {
      const body = await expectError(await quoteWith({ amount }), 400, 'INVALID_PARAMS')
      expect(body.message).toMatch(/'amount'/)
    }
    // A uint256 no pool could ever hold is a liquidity problem, not a crash.
    const body = await expectError(
      await quoteWith({ amount: (2n ** 255n).toString() }),
      422,
      'INSUFFICIENT_LIQUIDITY',
    )
    expect(body.reasons?.[0]?.description).toContain('insufficient liquidity')
  })

  it('validates the build-transaction body: JSON of any content type, slippage bounds, size', async () => {
    const good = {
      amount: '1000',
      from: bed.ETH,
      to: bed.PTT,
      userAddress: user(),
      disableEstimate: true,
    }
    // Some clients send JSON as text/plain; it is still JSON.
    const asText = await bed.gateway.app.request('/v1/convert/build-transaction', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(good),
    })
    expect(asText.status).toBe(200)
    await expectError(
      await bed.post('/v1/convert/build-transaction', '{"amount":'),
      400,
      'INVALID_JSON',
    )
    await expectError(await bed.post('/v1/convert/build-transaction', {}), 400, 'INVALID_PARAMS')
    for (const eip155 of [{ slippage: -1 }, { slippage: 51 }, { slippage: '1' }]) {
      await expectError(
        await bed.post('/v1/convert/build-transaction', { ...good, eip155 }),
        400,
        'INVALID_PARAMS',
      )
    }
    await expectError(
      await bed.post('/v1/convert/build-transaction', { ...good, amount: 1000 }),
      400,
      'INVALID_PARAMS',
    )
    await expectError(
      await bed.post('/v1/convert/build-transaction', { ...good, padding: 'x'.repeat(100_000) }),
      413,
      'PAYLOAD_TOO_LARGE',
    )
    await expectError(
      await bed.get('/v1/convert/build-approve', {
        userAddress: user(),
        from: bed.ETH,
        to: bed.PTT,
      }),
      400,
      'INVALID_PARAMS',
    )
  })
})
