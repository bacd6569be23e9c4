import type { ReactNode } from 'react'

/**
 * The page every import scenario renders: a heading and the site's connect button.
 * @example
 * <ScenarioPage title="wagmi baseline"><button type="button">Connect</button></ScenarioPage>
 */
export function ScenarioPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1 style={{ fontSize: 20 }}>{title}</h1>
        {children}
      </header>
    </main>
  )
}
