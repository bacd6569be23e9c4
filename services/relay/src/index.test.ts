import { expect, it } from 'vitest'

it('keeps the public export lists stable', async () => {
  expect(Object.keys(await import('./index')).sort()).toMatchInlineSnapshot(`
    [
      "RELAY_CLOSE_CODES",
      "RELAY_ERRORS",
      "RELAY_UPGRADE_ERRORS",
      "RelayRpcError",
      "RelayUpgradeError",
      "createConsoleLogger",
      "createRedisBus",
      "createRedisStore",
      "createRelay",
      "createRelayIdentity",
      "createSqliteStore",
      "decodeDidKey",
      "encodeDidKey",
      "openClusterStore",
      "readRelayEnv",
      "relayIdentityFromSeed",
      "resolveRelayConfig",
      "signRelayJwt",
      "subscriptionId",
      "systemClock",
      "verifyRelayJwt",
    ]
  `)
  expect(Object.keys(await import('./testing/index')).sort()).toMatchInlineSnapshot(`
    [
      "connectTestClient",
      "createMemoryStorage",
      "quietLogger",
      "randomTopic",
      "startTestRelay",
      "tempDbPath",
      "upgradeResponse",
      "upgradeStatus",
    ]
  `)
  expect(Object.keys(await import('./bench/index')).sort()).toMatchInlineSnapshot(`
    [
      "runRelayBench",
      "runRelayClusterBench",
    ]
  `)
})
