/**
 * English messages of the names area (registering an account name): the source every other
 * locale translates. Error sentences are the spec's (§5, §8), verbatim.
 * @example
 * names['names.register.submit'] // 'Register name'
 */
export const names = {
  'names.register.intro':
    'A name others can send to instead of your address. Letters, digits and hyphens, at least 4 characters.',
  'names.register.label': 'Name',
  'names.register.placeholder': 'Choose a name',
  'names.register.checking': 'Checking…',
  'names.register.available': 'Available',
  'names.register.taken': 'This name is taken',
  'names.register.suggestions': 'Free names',
  'names.register.submit': 'Register name',
  'names.rule.characters': 'Only letters, digits and hyphens',
  'names.rule.length': 'At least 4 characters',
  'names.rule.tooLong': 'At most 63 characters',
  'names.rule.hyphens': 'Hyphens only between letters or digits, one at a time',
  'names.success.text': 'This name is yours. Others can now send to it instead of your address.',
  'names.success.back': 'Back to account',
  'names.error.suggestions': 'Error fetching name suggestions',
  'names.error.register': 'Error registering name',
  'names.error.resolve': 'Error resolving name',
  'names.error.forAddress': 'Error fetching names for address',
} as const
