import { expect, it } from 'vitest'

it('keeps the public export lists stable', async () => {
  expect(Object.keys(await import('./index')).sort()).toMatchInlineSnapshot(`
    [
      "RELAY_CLOSE_CODES",
      "RELAY_ENV",
      "RELAY_ERRORS",
      "RELAY_UPGRADE_ERRORS",
      "RelayRpcError",
      "RelayUpgradeError",
      "createRedisBus",
      "createRedisStore",
      "createRelay",
      "createRelayIdentity",
      "createSqliteStore",
      "decodeDidKey",
      "encodeDidKey",
      "loadRelayConfig",
      "openClusterStore",
      "relayCli",
      "relayIdentityFromSeed",
      "relayProductionProblems",
      "relayServerConfigSchema",
      "resolveRelayConfig",
      "signRelayJwt",
      "subscriptionId",
      "toRelayConfig",
      "verifyRelayJwt",
    ]
  `)
  expect(Object.keys(await import('./testing/index')).sort()).toMatchInlineSnapshot(`
    [
      "connectTestClient",
      "createMemoryStorage",
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
