/**
 * Make `navigator.onLine` report true. A browser limited to loopback (the e2e Chromium, an
 * offline laptop) reports false, and the WalletConnect SDK then refuses to reach even a local
 * relay. This app is a development tool that only talks to 127.0.0.1.
 * @example
 * forceOnline(Navigator.prototype)
 */
export function forceOnline(target: object): void {
  Object.defineProperty(target, 'onLine', { configurable: true, get: () => true })
}
