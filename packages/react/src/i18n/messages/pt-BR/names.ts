import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Portuguese (Brazil) messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'Um nome para o qual outras pessoas podem enviar em vez do seu endereço. Letras, dígitos e hifens, pelo menos 4 caracteres.',
  'names.register.label': 'Nome',
  'names.register.placeholder': 'Escolha um nome',
  'names.register.checking': 'Verificando…',
  'names.register.available': 'Disponível',
  'names.register.taken': 'Este nome já está em uso',
  'names.register.suggestions': 'Nomes livres',
  'names.register.submit': 'Registrar nome',
  'names.rule.characters': 'Apenas letras, dígitos e hifens',
  'names.rule.length': 'Pelo menos 4 caracteres',
  'names.rule.tooLong': 'No máximo 63 caracteres',
  'names.rule.hyphens': 'Hifens só entre letras ou dígitos, um de cada vez',
  'names.success.text':
    'Este nome é seu. Agora outras pessoas podem enviar para ele em vez do seu endereço.',
  'names.success.back': 'Voltar para a conta',
  'names.error.suggestions': 'Erro ao buscar sugestões de nomes',
  'names.error.register': 'Erro ao registrar o nome',
  'names.error.resolve': 'Erro ao resolver o nome',
  'names.error.forAddress': 'Erro ao buscar nomes do endereço',
}
