// Order matters: Edge, Opera and Samsung Internet also say "Chrome" and "Safari"; Chrome on iOS
// says CriOS and Safari; every iPhone browser says Safari.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/**
 * A device as a mail names it, from its User-Agent: "Firefox on Windows", "Safari on iOS",
 * "an unknown browser on Linux". Only well-known names come out: the header is the client's own
 * word and is never copied into the mail.
 * @example describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0') // 'Firefox on Windows'
 */
export function describeDevice(userAgent: string | undefined): string {
  const ua = userAgent ?? ''
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'an unknown browser'
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'an unknown system'
  return `${browser} on ${system}`
}
