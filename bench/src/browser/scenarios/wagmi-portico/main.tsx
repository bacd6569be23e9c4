import { renderPorticoScenario } from '../shared/renderPorticoScenario'

renderPorticoScenario({ title: 'wagmi + Portico' })
