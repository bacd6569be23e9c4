import { ENGLISH_AREAS, loadEnglishAreas } from '../i18n/loadEnglishAreas'

// Unit tests render views directly, not through the lazy chunks that load their English areas:
// every area is loaded before a test file runs.
await loadEnglishAreas(ENGLISH_AREAS)
