import { renderPorticoScenario } from '../shared/renderPorticoScenario'

// The same site for a Japanese-speaking visitor: the ja messages must stay out of the first load.
renderPorticoScenario({ title: 'wagmi + Portico (日本語)', options: { locale: 'ja' } })
