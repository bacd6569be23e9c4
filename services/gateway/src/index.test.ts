import { describe, expect, it } from 'vitest'
import * as bench from './bench/index'
import * as gateway from './index'

describe('public exports', () => {
  it('keeps the package entry list stable', () => {
    expect(Object.keys(gateway).sort()).toEqual([
      'ERROR_CODES',
      'GATEWAY_ENV',
      'GatewayError',
      'createApp',
      'createIndexer',
      'gatewayCli',
      'gatewayConfigSchema',
      'gatewayMigrations',
      'gatewayProductionProblems',
      'loadConfig',
      'loadWalletCatalogue',
      'migrateGatewayDb',
      'openGatewayDb',
      'startGateway',
    ])
    expect(Object.keys(bench)).toEqual([
      'runGatewayBench',
      'runGatewayClusterBench',
      'runGatewayHistoryPgBench',
    ])
  })
})
