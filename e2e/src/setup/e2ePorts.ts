import { readStackPorts, type StackPorts, stackPortEnv } from '@portico/scripts'
import { getFreePort, isPortFree } from '@portico/test/devnet'

/**
 * The stack of the e2e run lives on its own ports so it can run beside `npm start`.
 * Override one with `PORTICO_E2E_DEMO_PORT`, `PORTICO_E2E_GATEWAY_PORT`, … .
 * @example
 * e2eDefaultPorts.demo // 15173
 */
export const e2eDefaultPorts: Readonly<StackPorts> = {
  demo: 15173,
  testWallet: 15174,
  gateway: 15787,
  relay: 15788,
  devnetA: 15545,
  devnetB: 15546,
  bitcoin: 15443,
  walletFrame: 15789,
  mailSmtp: 15025,
  mailWeb: 15080,
  oidc: 15790,
  onramp: 15175,
  exchange: 15177,
  bundlerA: 14337,
  bundlerB: 14338,
  solana: 15899,
  solanaWs: 15900,
}

/**
 * The e2e ports: the defaults with environment overrides applied, or, when one of them is
 * taken (another e2e run on this machine) and none was set explicitly, free ports picked by the
 * OS. Tests never depend on the numbers: they read URLs with `inject('stack')`.
 * @example
 * const { ports, fallback } = await e2ePorts(process.env)
 */
export async function e2ePorts(
  env: Record<string, string | undefined> = process.env,
): Promise<{ ports: StackPorts; fallback: boolean }> {
  const ports = readStackPorts(env, e2eDefaultPorts, 'PORTICO_E2E_')
  const explicit = Object.values(stackPortEnv).some(
    (name) => env[name.replace(/^PORTICO_/, 'PORTICO_E2E_')],
  )
  const free = await Promise.all(Object.values(ports).map((port) => isPortFree(port)))
  if (explicit || free.every(Boolean)) return { ports, fallback: false }
  const picked: StackPorts = { ...ports }
  for (const key of Object.keys(picked) as (keyof StackPorts)[]) picked[key] = await getFreePort()
  return { ports: picked, fallback: true }
}
