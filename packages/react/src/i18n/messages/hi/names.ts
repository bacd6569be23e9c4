import type { Translation } from '../en'
import type { names as english } from '../en/names'

/** Hindi messages of the names area. */
export const names: Translation<typeof english> = {
  'names.register.intro':
    'एक नाम जिस पर दूसरे आपके पते की जगह भेज सकते हैं। अक्षर, अंक और हाइफ़न, कम से कम 4 वर्ण।',
  'names.register.label': 'नाम',
  'names.register.placeholder': 'नाम चुनें',
  'names.register.checking': 'जाँचा जा रहा है…',
  'names.register.available': 'उपलब्ध',
  'names.register.taken': 'यह नाम पहले से लिया जा चुका है',
  'names.register.suggestions': 'उपलब्ध नाम',
  'names.register.submit': 'नाम रजिस्टर करें',
  'names.rule.characters': 'केवल अक्षर, अंक और हाइफ़न',
  'names.rule.length': 'कम से कम 4 वर्ण',
  'names.rule.tooLong': 'अधिकतम 63 वर्ण',
  'names.rule.hyphens': 'हाइफ़न केवल अक्षरों या अंकों के बीच, एक बार में एक',
  'names.success.text': 'यह नाम अब आपका है। दूसरे अब आपके पते की जगह इस पर भेज सकते हैं।',
  'names.success.back': 'खाते पर वापस जाएँ',
  'names.error.suggestions': 'नाम सुझाव लाने में त्रुटि',
  'names.error.register': 'नाम रजिस्टर करने में त्रुटि',
  'names.error.resolve': 'नाम रिज़ॉल्व करने में त्रुटि',
  'names.error.forAddress': 'पते के नाम लाने में त्रुटि',
}
