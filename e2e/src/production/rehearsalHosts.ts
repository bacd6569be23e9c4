/**
 * The public names of the rehearsal's deployment, each a server name in nginx on one HTTPS
 * port. Chromium maps them to 127.0.0.1 (`--host-resolver-rules`); nothing resolves them
 * elsewhere, and no request leaves the machine.
 * @example
 * `https://${REHEARSAL_HOSTS.app}:${port}/`
 */
export const REHEARSAL_HOSTS = {
  app: 'app.portico.test',
  gateway: 'api.portico.test',
  relay: 'relay.portico.test',
  walletFrame: 'wallet.portico.test',
} as const

/**
 * The Chromium flags that make the rehearsal's names and its CA work: the names resolve to
 * loopback, and chains holding the CA's key (`spki`) are trusted.
 * @example
 * await launchBrowser({ args: rehearsalBrowserArgs(ca.spki) })
 */
export function rehearsalBrowserArgs(spki: string): string[] {
  return [
    `--host-resolver-rules=MAP *.portico.test 127.0.0.1`,
    `--ignore-certificate-errors-spki-list=${spki}`,
  ]
}
