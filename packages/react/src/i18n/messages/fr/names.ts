import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** French messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'Un nom auquel les autres peuvent envoyer des fonds au lieu de votre adresse. Lettres, chiffres et tirets, au moins 4 caractères.',
  'names.register.label': 'Nom',
  'names.register.placeholder': 'Choisissez un nom',
  'names.register.checking': 'Vérification…',
  'names.register.available': 'Disponible',
  'names.register.taken': 'Ce nom est déjà pris',
  'names.register.suggestions': 'Noms disponibles',
  'names.register.submit': 'Enregistrer le nom',
  'names.rule.characters': 'Lettres, chiffres et tirets uniquement',
  'names.rule.length': 'Au moins 4 caractères',
  'names.rule.tooLong': '63 caractères au maximum',
  'names.rule.hyphens': 'Tirets seulement entre lettres ou chiffres, un à la fois',
  'names.success.text':
    'Ce nom est à vous. Les autres peuvent désormais l’utiliser au lieu de votre adresse.',
  'names.success.back': 'Retour au compte',
  'names.error.suggestions': 'Erreur lors de la récupération des suggestions de noms',
  'names.error.register': 'Erreur lors de l’enregistrement du nom',
  'names.error.resolve': 'Erreur lors de la résolution du nom',
  'names.error.forAddress': 'Erreur lors de la récupération des noms de l’adresse',
}
