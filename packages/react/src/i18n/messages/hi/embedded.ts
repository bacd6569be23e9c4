import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** Hindi messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': 'लोड हो रहा है',
  'embedded.otp.intro': '<mailbox>{email}</mailbox> पर भेजा गया 6 अंकों का कोड दर्ज करें',
  'embedded.otp.label': '6 अंकों का कोड',
  'embedded.otp.checking': 'कोड जाँचा जा रहा है',
  'embedded.otp.resent': 'नया कोड भेजा जा रहा है।',
  'embedded.otp.notReceived': 'नहीं मिला?',
  'embedded.otp.resend': 'कोड फिर से भेजें',
  'embedded.verifyDevice.text':
    'यह ब्राउज़र आपके खाते के लिए नया है। हमने <mailbox>{email}</mailbox> पर एक ईमेल भेजा है: इस डिवाइस को मंज़ूरी देने के लिए उसमें दिया लिंक खोलें।',
  'embedded.verifyDevice.waiting': 'मंज़ूरी का इंतज़ार है…',
  'embedded.verifyDevice.retry': 'फिर से कोशिश करें',
  'embedded.updateEmail.text':
    'आपका ईमेल <mailbox>{email}</mailbox> है। हम पहले इस पर एक कोड भेजेंगे, फिर नए पते पर एक और।',
  'embedded.updateEmail.label': 'नया ईमेल',
  'embedded.updateEmail.invalid': 'मान्य ईमेल पता दर्ज करें',
  'embedded.updateEmail.same': 'यह पहले से आपका ईमेल है',
  'embedded.updateEmail.cancel': 'रद्द करें',
  'embedded.updateEmail.save': 'सहेजें',
  'embedded.updateEmailPrimary.intro':
    'अपना ईमेल बदलने के लिए, <mailbox>{email}</mailbox> पर भेजा गया 6 अंकों का कोड दर्ज करें',
  'embedded.updateEmailSecondary.updated': 'ईमेल अपडेट हो गया',
  'embedded.approve.loading': 'अनुरोध लोड हो रहा है…',
  'embedded.error.cooldown':
    '{seconds, plural, one {कृपया # सेकंड बाद फिर से कोशिश करें} other {कृपया # सेकंड बाद फिर से कोशिश करें}}',
  'embedded.error.invalidCode': 'अमान्य कोड',
  'embedded.error.codeExpired': 'कोड की समय-सीमा खत्म हो गई है। कृपया नया कोड माँगें',
  'embedded.error.tooManyCodes': 'बहुत ज़्यादा गलत कोड। कृपया नया कोड माँगें',
  'embedded.error.loginExpired': 'इस लॉगिन की समय-सीमा खत्म हो गई है। कृपया फिर से शुरू करें',
  'embedded.error.emailTaken': 'यह ईमेल पहले से इस्तेमाल में है',
  'embedded.error.invalidEmail': 'अमान्य ईमेल',
  'embedded.error.tryLater': 'कृपया बाद में फिर से कोशिश करें',
  'embedded.error.tooManyRequests': 'बहुत ज़्यादा अनुरोध',
  'embedded.error.mailFailed': 'ईमेल नहीं भेजा जा सका। कृपया फिर से कोशिश करें',
  'embedded.error.sessionExpired': 'सत्र समाप्त हो गया',
  'embedded.error.loadFailed': 'नेटवर्क त्रुटि - Embedded Wallet लोड नहीं हो सका',
  'embedded.error.timeout': 'Embedded Wallet अनुरोध का समय समाप्त हो गया',
  'embedded.error.somethingWrong': 'कुछ गलत हो गया',
  'embedded.error.aborted': 'अनुरोध रद्द कर दिया गया',
  'embedded.error.unknown': 'एक त्रुटि हुई',
  'embedded.error.dependency': 'ईमेल लॉगिन लोड नहीं हो सका',
  'embedded.error.declined': 'आपने अपने वॉलेट में अनुरोध अस्वीकार कर दिया।',
  'embedded.error.rpcNotAllowed': 'अनुरोधित RPC कॉल की अनुमति नहीं है',
  'embedded.recovery.protected': 'आपका वॉलेट सुरक्षित है',
  'embedded.recovery.connecting': 'आपका वॉलेट खुल रहा है…',
  'embedded.recovery.retry': 'फिर से कोशिश करें',
  'embedded.recovery.cancelledProtect': 'कोई रिकवरी पासवर्ड सेट नहीं किया गया।',
  'embedded.recovery.cancelledUnlock': 'आपका वॉलेट इस डिवाइस पर लॉक रहेगा।',
  'embedded.recovery.cancelledSignIn': 'आपने साइन इन नहीं किया।',
  'embedded.recovery.cancelledCreate': 'सुरक्षित किए जाने तक आपका वॉलेट तैयार नहीं होगा।',
  'embedded.recovery.settingUp': 'आपका वॉलेट सेट अप हो रहा है…',
  'embedded.error.recoveryRequired':
    'यह वॉलेट एक रिकवरी पासवर्ड से सुरक्षित है: इस डिवाइस का इस्तेमाल करने के लिए उसे दर्ज करें',
  'embedded.error.recoverySetupRequired': 'सेटअप पूरा करने के लिए अपने वॉलेट को सुरक्षित करें',
  'embedded.error.tooManyRecoveryPasswords':
    'बहुत ज़्यादा गलत रिकवरी पासवर्ड। कृपया बाद में फिर से कोशिश करें',
  'embedded.error.alreadyProtected': 'इस वॉलेट में पहले से रिकवरी पासवर्ड या पासकी है',
  'embedded.security.export': 'प्राइवेट की एक्सपोर्ट करें',
  'embedded.security.exportHint': 'अपनी की को किसी दूसरे ऐप में इस्तेमाल करने के लिए वॉलेट के अंदर देखें',
  'embedded.security.remove': 'यह डिवाइस हटाएँ',
  'embedded.security.removeHint': 'यह ब्राउज़र आपका वॉलेट भूल जाएगा',
  'embedded.security.signOutEverywhere': 'हर जगह से साइन आउट करें',
  'embedded.security.signOutEverywhereHint': 'इस डिवाइस सहित हर डिवाइस पर अपने सत्र खत्म करें',
  'embedded.security.removeConfirm':
    'यह डिवाइस हटाएँ? यहाँ यह वॉलेट फिर से इस्तेमाल करने के लिए आपको अपने ईमेल (और रिकवरी पासवर्ड) की ज़रूरत होगी।',
  'embedded.security.signOutEverywhereConfirm':
    'हर जगह से साइन आउट करें? इस डिवाइस सहित हर डिवाइस को यह वॉलेट फिर से खोलने के लिए आपके ईमेल की ज़रूरत होगी।',
  'embedded.security.cancel': 'रद्द करें',
  'embedded.security.removed': 'यह डिवाइस आपके वॉलेट से हटा दिया गया',
  'embedded.security.signedOutEverywhere': 'हर डिवाइस से साइन आउट हो गया',
  'embedded.error.exportStale': 'आपकी सुरक्षा के लिए, अपनी की एक्सपोर्ट करने हेतु फिर से साइन इन करें',
  'embedded.error.onlyDevice':
    'यह इकलौता डिवाइस है जिससे आपका वॉलेट रिकवर किया जा सकता है। पहले किसी दूसरे डिवाइस पर वॉलेट खोलें',
  'embedded.error.protectFirst': 'पहले अपना वॉलेट उस डिवाइस पर खोलें जिसमें वह है और उसे सुरक्षित करें',
  'embedded.error.keyHeldAfterEmailChange':
    'इस वॉलेट का ईमेल हाल ही में बदला गया है: नए डिवाइस को कुंजी तब मिलेगी जब पिछला ईमेल पता उसे स्वीकृत करेगा (हमने उसे एक लिंक भेजा है), या जब बदलाव को और पूर्ववत नहीं किया जा सकेगा',
}
