import { renderPorticoScenario } from '../shared/renderPorticoScenario'

renderPorticoScenario({ title: 'wagmi + Portico, own button', button: 'own' })
