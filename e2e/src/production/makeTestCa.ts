import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { runCommand } from '@portico/test/services/runCommand'

/**
 * A certificate authority made for one run and the server certificate it signs for `hosts`.
 * `spki` is the base64 SHA-256 of the CA's public key: Chromium trusts chains that contain it
 * when started with `--ignore-certificate-errors-spki-list=<spki>`; Node processes trust the CA
 * through `NODE_EXTRA_CA_CERTS=<caCert>`.
 * @example
 * const ca: TestCa = await makeTestCa(dir, ['app.portico.test'])
 */
export type TestCa = { caCert: string; cert: string; key: string; spki: string }

/**
 * Makes the run's CA and a server certificate for every name in `hosts` with openssl (RSA 2048,
 * one day), in `dir`. Nothing is added to the machine's trust store.
 * @example
 * const ca = await makeTestCa(join(work, 'tls'), ['app.portico.test', 'api.portico.test'])
 */
export async function makeTestCa(dir: string, hosts: readonly string[]): Promise<TestCa> {
  mkdirSync(dir, { recursive: true })
  const path = (name: string) => join(dir, name)
  const openssl = (args: string[]) => runCommand('openssl', args, { cwd: dir })
  await openssl([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=Portico production rehearsal CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
    '-keyout',
    path('ca.key'),
    '-out',
    path('ca.crt'),
  ])
  writeFileSync(
    path('server.ext'),
    [
      'basicConstraints=CA:FALSE',
      'keyUsage=critical,digitalSignature,keyEncipherment',
      'extendedKeyUsage=serverAuth',
      `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`,
    ].join('\n'),
  )
  await openssl([
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    `/CN=${hosts[0]}`,
    '-keyout',
    path('server.key'),
    '-out',
    path('server.csr'),
  ])
  await openssl([
    'x509',
    '-req',
    '-in',
    path('server.csr'),
    '-CA',
    path('ca.crt'),
    '-CAkey',
    path('ca.key'),
    '-CAcreateserial',
    '-days',
    '1',
    '-extfile',
    path('server.ext'),
    '-out',
    path('server.crt'),
  ])
  await openssl(['x509', '-in', path('ca.crt'), '-pubkey', '-noout', '-out', path('ca.pub')])
  await openssl([
    'pkey',
    '-pubin',
    '-in',
    path('ca.pub'),
    '-outform',
    'der',
    '-out',
    path('ca.der'),
  ])
  const spki = (
    await runCommand('sh', ['-c', 'openssl dgst -sha256 -binary ca.der | openssl base64 -A'], {
      cwd: dir,
    })
  ).trim()
  // The leaf and the CA, so clients that only trust the CA can build the chain.
  const chain = path('server-chain.crt')
  await runCommand('sh', ['-c', `cat server.crt ca.crt > ${chain}`], { cwd: dir })
  return { caCert: path('ca.crt'), cert: chain, key: path('server.key'), spki }
}
