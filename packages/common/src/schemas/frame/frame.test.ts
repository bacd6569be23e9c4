import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { appEventSchema } from './appEvent'
import { embeddedUserSchema } from './embeddedUser'
import { FRAME_REQUEST_NAMES, frameEventSchema } from './frameEvent'

describe('appEventSchema', () => {
  it('accepts each spec §7 request with its fields', () => {
    const events = [
      { type: 'SWITCH_NETWORK', payload: { chainId: 31337 } },
      { type: 'CONNECT_EMAIL', payload: { email: 'ada@example.com' } },
      { type: 'CONNECT_DEVICE' },
      { type: 'CONNECT_OTP', payload: { otp: '123456' } },
      {
        type: 'CONNECT_SOCIAL',
        payload: { uri: 'https://x/cb?code=1', preferredAccountType: 'eoa' },
      },
      { type: 'GET_USER', payload: { chainId: 'eip155:1', socialUri: 'https://x' } },
      { type: 'GET_SOCIAL_REDIRECT_URI', payload: { provider: 'github' } },
      { type: 'IS_CONNECTED', payload: {} },
      { type: 'SET_PREFERRED_ACCOUNT', payload: { type: 'smartAccount' } },
      { type: 'RPC_REQUEST', payload: { method: 'personal_sign', params: ['0x68', '0xabc'] } },
      {
        type: 'ESTIMATE_FEE',
        payload: {
          chainId: 31337,
          from: '0x7cdB4Bcef03BF1b9cBC0eB3480E66555ec17B7Eb',
          to: '0x000000000000000000000000000000000000bEEF',
          value: '0x38d7ea4c68000',
        },
      },
      { type: 'UPDATE_EMAIL_SECONDARY_OTP', payload: { otp: '654321' } },
      { type: 'SYNC_THEME', payload: { themeMode: 'light' } },
      {
        type: 'SYNC_DAPP_DATA',
        payload: { sdkVersion: '0.1.0', sdkType: 'portico', projectId: 'p' },
      },
      { type: 'RELOAD' },
    ]
    for (const { type, ...rest } of events) {
      const parsed = appEventSchema.parse({ id: '1', type: `@portico-app/${type}`, ...rest })
      expect(parsed.type).toBe(`@portico-app/${type}`)
    }
  })

  it('rejects unknown types, missing ids and wrong fields', () => {
    expect(appEventSchema.safeParse({ id: '1', type: '@portico-app/NOPE' }).success).toBe(false)
    expect(appEventSchema.safeParse({ type: '@portico-app/RELOAD' }).success).toBe(false)
    expect(
      appEventSchema.safeParse({ id: '1', type: '@portico-app/CONNECT_EMAIL', payload: {} })
        .success,
    ).toBe(false)
    expect(
      appEventSchema.safeParse({
        id: '1',
        type: '@portico-app/SET_PREFERRED_ACCOUNT',
        payload: { type: 'admin' },
      }).success,
    ).toBe(false)
  })

  it('never throws from safeParse on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof appEventSchema.safeParse(value).success).toBe('boolean')
      }),
    )
  })
})

describe('frameEventSchema', () => {
  it('accepts READY, typed successes and errors for every request', () => {
    expect(frameEventSchema.parse({ type: '@portico-frame/READY' })).toEqual({
      type: '@portico-frame/READY',
    })
    const user = frameEventSchema.parse({
      id: '2',
      type: '@portico-frame/GET_USER_SUCCESS',
      payload: { address: '0xabc', chainId: 1 },
    })
    expect(user).toMatchObject({ payload: { address: '0xabc', authProvider: 'email' } })
    for (const name of FRAME_REQUEST_NAMES) {
      const error = { id: '3', type: `@portico-frame/${name}_ERROR`, payload: { message: 'x' } }
      expect(frameEventSchema.safeParse(error).success).toBe(true)
    }
    expect(FRAME_REQUEST_NAMES).toHaveLength(29)
  })

  it('takes an error code as an upper-case word and refuses anything else', () => {
    const answer = (code: unknown) =>
      frameEventSchema.safeParse({
        id: '4',
        type: '@portico-frame/CONNECT_OTP_ERROR',
        payload: { message: 'Invalid code', code },
      }).success
    expect(answer('INVALID_OTP')).toBe(true)
    expect(answer('A_CODE_NO_PAGE_KNOWS_YET')).toBe(true)
    expect(answer('invalid_otp')).toBe(false)
    expect(answer('INVALID OTP')).toBe(false)
    expect(answer(`X${'A'.repeat(64)}`)).toBe(false)
    expect(answer(401)).toBe(false)
  })

  it('checks success payloads per request', () => {
    const ok = {
      id: '1',
      type: '@portico-frame/CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    }
    expect(frameEventSchema.safeParse(ok).success).toBe(true)
    expect(frameEventSchema.safeParse({ ...ok, payload: { action: 'LOGIN' } }).success).toBe(false)
    expect(
      frameEventSchema.safeParse({ id: '1', type: '@portico-frame/GET_USER_SUCCESS', payload: {} })
        .success,
    ).toBe(false)
    expect(
      frameEventSchema.safeParse({ id: '1', type: '@portico-frame/NOPE_ERROR', payload: {} })
        .success,
    ).toBe(false)
  })

  it('reads a fee paid in a token, and refuses one whose symbol or token could mislead', () => {
    const paidIn = {
      token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      symbol: 'tUSDT',
      decimals: 6,
      amount: '0x66ff3',
    }
    const answer = (fields: object) => ({
      id: '1',
      type: '@portico-frame/ESTIMATE_FEE_SUCCESS',
      payload: { fee: '0x0', gas: '0x17a3f4', gasPrice: '0x5a2bd853', ...fields },
    })
    expect(frameEventSchema.parse(answer({ paidIn }))).toMatchObject({ payload: { paidIn } })
    for (const wrong of [
      { symbol: 'USDC\u202e' },
      { symbol: 'tUSDT paid' },
      { symbol: '' },
      { token: '0x5FbDB2315678afecb367f032d93F642f64180aa' },
      { decimals: 37 },
      { amount: '421875' },
    ])
      expect(frameEventSchema.safeParse(answer({ paidIn: { ...paidIn, ...wrong } })).success).toBe(
        false,
      )
  })
})

describe('embeddedUserSchema', () => {
  it('defaults authProvider to email and allows a null email', () => {
    expect(embeddedUserSchema.parse({ address: '0x1', chainId: 1, email: null })).toEqual({
      address: '0x1',
      chainId: 1,
      email: null,
      authProvider: 'email',
    })
  })
})
