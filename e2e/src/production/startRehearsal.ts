import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { demoEnv, gatewayConfig, repoRoot, type StackInfo } from '@portico/scripts'
import { getFreePort } from '@portico/test/devnet'
import { runCommand } from '@portico/test/services/runCommand'
import { testPostgresUrl, testRedisUrl } from '@portico/test/services/testServiceUrls'
import { type MailCatcher, startMailCatcherOnFreePorts } from '@portico/wallet-frame-dev'
import { Redis } from 'ioredis'
import pg from 'pg'
import { publishToLocalRegistry } from '../consumer/publishToLocalRegistry'
import { servePrebuiltSqlite } from '../consumer/servePrebuiltSqlite'
import { installServices } from './installServices'
import { makeTestCa, type TestCa } from './makeTestCa'
import { REHEARSAL_HOSTS } from './rehearsalHosts'
import { startNginx } from './startNginx'
import { type ServiceNode, startServiceNode } from './startServiceNode'

const POSTGRES_URL = testPostgresUrl()
const REDIS_URL = testRedisUrl()

/**
 * The rehearsal's deployment: two nodes of each service, nginx in front, and how to reach them.
 * @example
 * const rehearsal: Rehearsal = await startRehearsal(work, stack)
 */
export type Rehearsal = {
  ca: TestCa
  /** Public HTTPS URLs (through nginx). */
  urls: { app: string; gateway: string; relay: string; walletFrame: string }
  nodes: { gateway: ServiceNode[]; relay: ServiceNode[]; walletFrame: ServiceNode[] }
  bins: { gateway: string; relay: string; walletFrame: string }
  /** Each service's metrics token: /metrics needs it from anywhere but loopback. */
  metricsToken: string
  mail: MailCatcher
  projectId: string
  stop: () => Promise<void>
}

/** A random secret of 64 hex characters, as the operations guide tells a team to make. */
const secret = () => randomBytes(32).toString('hex')

/**
 * Deploys Portico as a team would, from packages, on this machine: publishes every package to a
 * local registry, installs the three service programs from it outside the repository, starts
 * two gateways, two relays and two wallet frames in production mode on PostgreSQL (a fresh
 * schema per service) and Redis (a fresh key prefix), builds the demo for production, and puts
 * nginx with TLS (the run's own CA) in front of it all. The chains are the e2e stack's devnets;
 * mail goes to a mail catcher of its own.
 * @example
 * const rehearsal = await startRehearsal(mkdtempSync(join(tmpdir(), 'portico-production-')), inject('stack'))
 */
export async function startRehearsal(work: string, stack: StackInfo): Promise<Rehearsal> {
  const cleanups: { part: string; run: () => Promise<unknown> }[] = []
  const onStop = (part: string, run: () => Promise<unknown>) => cleanups.push({ part, run })
  // A part that takes long to stop is named, so a slow teardown says which part it waited for.
  const stop = async () => {
    for (const { part, run } of cleanups.reverse()) {
      const started = Date.now()
      await run().catch(() => undefined)
      const seconds = (Date.now() - started) / 1000
      if (seconds > 5) console.warn(`rehearsal stop: ${part} took ${seconds.toFixed(1)} s`)
    }
  }
  try {
    const ca = await makeTestCa(join(work, 'tls'), Object.values(REHEARSAL_HOSTS))
    const { registry, packages } = await publishToLocalRegistry(join(work, 'registry'))
    onStop('the local registry', () => registry.stop())
    const prebuilt = await servePrebuiltSqlite(work)
    onStop('the prebuilt SQLite server', () => prebuilt.close())
    const bins = await installServices(join(work, 'services'), registry.url, packages, prebuilt.env)

    const run = `${process.pid}_${Date.now().toString(36)}`
    const schemas = { gateway: `rehearsal_gateway_${run}`, walletFrame: `rehearsal_frame_${run}` }
    const prefix = `portico:rehearsal:${run}:`
    onStop('dropping the PostgreSQL schemas and Redis keys', () =>
      dropState(Object.values(schemas), prefix),
    )

    const nginxPort = await getFreePort()
    const url = (host: string) => `https://${host}:${nginxPort}`
    const urls = {
      app: url(REHEARSAL_HOSTS.app),
      gateway: url(REHEARSAL_HOSTS.gateway),
      relay: `wss://${REHEARSAL_HOSTS.relay}:${nginxPort}`,
      walletFrame: url(REHEARSAL_HOSTS.walletFrame),
    }
    const internalGatewayPort = await getFreePort()
    const ports = {
      gateway: [await getFreePort(), await getFreePort()],
      relay: [await getFreePort(), await getFreePort()],
      walletFrame: [await getFreePort(), await getFreePort()],
    }
    const metricsToken = secret()
    const proxySecret = secret()
    const projectId = stack.projectId
    const mail = await startMailCatcherOnFreePorts()
    onStop('the mail catcher', () => mail.stop())

    // Both nodes of a service share one config but their port: the same database, Redis,
    // secrets and keys, as a load balancer expects.
    const etc = join(work, 'etc')
    mkdirSync(etc, { recursive: true })
    const frameSecrets = join(etc, 'wallet-frame-secrets.json')
    writeFileSync(
      frameSecrets,
      `${JSON.stringify({ tokenKey: secret(), hashKey: secret() }, null, 2)}\n`,
      { mode: 0o600 },
    )
    const kmsKey = join(etc, 'wallet-frame-kms.key')
    writeFileSync(kmsKey, secret(), { mode: 0o600 })

    const gatewayBase = {
      ...gatewayConfig({
        chains: stack.chains,
        projectId,
        allowedOrigins: [urls.app],
        dbPath: join(work, 'unused.sqlite'),
        frameProxySecret: proxySecret,
        // The devnets' paymasters trust the dev stack's public signer key, which production
        // refuses: a production site deploys a paymaster for a key of its own.
        sponsorship: false,
      }),
      allowLoopbackOrigins: false,
      nftMetadata: { allowLoopback: false },
      production: true,
      host: '127.0.0.1',
      publicUrl: urls.gateway,
      trustProxy: true,
      metricsToken,
      database: { url: POSTGRES_URL, schema: schemas.gateway, poolSize: 5 },
      redis: { url: REDIS_URL, keyPrefix: `${prefix}gateway:` },
    }
    const frameBase = {
      host: '127.0.0.1',
      production: true,
      publicUrl: urls.walletFrame,
      trustProxy: true,
      metricsToken,
      gatewayUrl: `http://127.0.0.1:${internalGatewayPort}`,
      gatewayProxySecret: proxySecret,
      secretsPath: frameSecrets,
      kms: { kind: 'file', keyPath: kmsKey },
      database: { url: POSTGRES_URL, schema: schemas.walletFrame, poolSize: 5 },
      redis: { url: REDIS_URL, keyPrefix: `${prefix}frame:` },
      chains: stack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
      smtp: {
        host: '127.0.0.1',
        port: mail.smtpPort,
        from: 'Portico Wallet <wallet@portico.test>',
      },
    }
    const relayBase = {
      host: '127.0.0.1',
      production: true,
      trustProxy: true,
      metricsToken,
      projectIds: [projectId],
      audienceHosts: [REHEARSAL_HOSTS.relay],
      redis: { url: REDIS_URL, prefix: `${prefix}relay:` },
    }
    const nodes: Rehearsal['nodes'] = { gateway: [], relay: [], walletFrame: [] }
    const env = { NODE_EXTRA_CA_CERTS: ca.caCert }
    const start = async (
      service: keyof Rehearsal['nodes'],
      bin: string,
      base: Record<string, unknown>,
    ) => {
      for (const [index, port] of ports[service].entries()) {
        const dataDir = join(work, 'var', `${service}-${index + 1}`)
        mkdirSync(dataDir, { recursive: true })
        const node = await startServiceNode({
          name: `${service}-${index + 1}`,
          bin,
          config: { ...base, port, ...(service === 'walletFrame' && { dataDir }) },
          port,
          dir: dataDir,
          env,
        })
        nodes[service].push(node)
        onStop(node.name, () => node.kill())
      }
    }
    await start('gateway', bins.gateway, gatewayBase)
    await start('relay', bins.relay, relayBase)
    await start('walletFrame', bins.walletFrame, frameBase)

    const demoRoot = join(work, 'demo')
    await buildDemo(demoRoot, {
      ...demoEnv({ ...stack, urls: {} }),
      VITE_PORTICO_GATEWAY_URL: urls.gateway,
      VITE_PORTICO_API_URL: urls.gateway,
      VITE_PORTICO_RELAY_URL: urls.relay,
      VITE_PORTICO_WALLET_FRAME_URL: urls.walletFrame,
      VITE_PORTICO_DEMO_URL: urls.app,
    })
    const nginx = await startNginx({
      dir: join(work, 'nginx'),
      port: nginxPort,
      internalGatewayPort,
      cert: ca.cert,
      key: ca.key,
      demoRoot,
      hosts: REHEARSAL_HOSTS,
      upstreams: ports,
    })
    onStop('nginx', () => nginx.stop())
    return { ca, urls, nodes, bins, metricsToken, mail, projectId, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The demo app's production build with `env`, as its host would deploy it. */
async function buildDemo(outDir: string, env: Record<string, string>): Promise<void> {
  const appDir = join(repoRoot(), 'apps', 'demo')
  await runCommand(
    process.execPath,
    [
      join(repoRoot(), 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: appDir, env },
  )
}

/** Drops the rehearsal's schemas and Redis keys. */
async function dropState(schemas: readonly string[], prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL })
  await client.connect()
  try {
    for (const schema of schemas) await client.query(`drop schema if exists "${schema}" cascade`)
  } finally {
    await client.end()
  }
  const redis = new Redis(REDIS_URL)
  try {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
      cursor = next
      if (keys.length > 0) await redis.del(...keys)
    } while (cursor !== '0')
  } finally {
    redis.disconnect()
  }
}
