const CONFIG = `export default defineNuxtConfig({
  compatibilityDate: '2025-07-15',
  telemetry: false,
  app: { head: { title: 'Nuxt without a kit' } },
})
`

// The button is enabled once the page has hydrated, as the kit's is: a server-rendered button
// that does nothing until then would make the page without the kit look faster than it is.
const APP = `<script setup lang="ts">
import { connect, createConfig, http, injected, reconnect } from '@wagmi/core'
import { anvil } from 'viem/chains'
import { onMounted, ref } from 'vue'

const config = createConfig({
  chains: [anvil],
  connectors: [injected()],
  transports: { [anvil.id]: http('http://127.0.0.1:8545') },
  ssr: true,
})
const ready = ref(false)
onMounted(() => {
  ready.value = true
  void reconnect(config)
})

function connectWallet() {
  const [connector] = config.connectors
  if (connector) connect(config, { connector }).catch(console.error)
}
</script>

<template>
  <header>
    <button type="button" data-testid="portico-connect-button" :disabled="!ready" @click="connectWallet">
      Connect Wallet
    </button>
  </header>
  <main>
    <h1>Nuxt without a kit</h1>
  </main>
</template>
`

/**
 * The Nuxt benchmark's page without a kit: a Nuxt app on wagmi (the injected connector, devnet
 * A's chain) with its own connect button, server-rendered and enabled once hydrated; by path.
 * @example
 * nuxtBaselineFiles()['app/app.vue']
 */
export function nuxtBaselineFiles(): Record<string, string> {
  return { 'nuxt.config.ts': CONFIG, 'app/app.vue': APP }
}
