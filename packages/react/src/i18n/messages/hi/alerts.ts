import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Hindi messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'नेटवर्क नहीं मिला',
  'alerts.networkNotFound.long':
    'वॉलेट ऐसे नेटवर्क पर चला गया जो इस ऐप में नहीं है। उसे networks विकल्प में जोड़ें या वापस स्विच करें।',
  'alerts.invalidAppConfiguration.short': 'ऐप कॉन्फ़िगरेशन अमान्य है',
  'alerts.invalidAppConfiguration.long':
    'इस पेज का ऑरिजिन अनुमत ऑरिजिन की सूची में नहीं है, या सूची अमान्य है। प्रोजेक्ट कॉन्फ़िगरेशन अपडेट करें।',
  'alerts.embeddedWalletLoadFailed.short': 'नेटवर्क त्रुटि - एम्बेडेड वॉलेट लोड नहीं हो सका',
  'alerts.embeddedWalletLoadFailed.long': 'एम्बेडेड वॉलेट लोड नहीं हो सका। कृपया बाद में फिर से कोशिश करें।',
  'alerts.embeddedWalletRequestTimeout.short': 'एम्बेडेड वॉलेट अनुरोध का समय समाप्त हो गया',
  'alerts.embeddedWalletRequestTimeout.long':
    'एम्बेडेड वॉलेट ने समय पर जवाब नहीं दिया। कृपया बाद में फिर से कोशिश करें।',
  'alerts.sessionExpired.short': 'सेशन समाप्त हो गया',
  'alerts.sessionExpired.long':
    'सेशन अभी मान्य नहीं है या समाप्त हो गया है। अपनी समय सेटिंग जांचें और फिर से कनेक्ट करें।',
  'alerts.invalidProjectId.short': 'प्रोजेक्ट ID अमान्य है',
  'alerts.invalidProjectId.long': 'सर्वर ने प्रोजेक्ट ID स्वीकार नहीं किया। projectId विकल्प जांचें।',
  'alerts.projectIdNotConfigured.short': 'प्रोजेक्ट ID कॉन्फ़िगर नहीं है',
  'alerts.projectIdNotConfigured.long': 'कोई प्रोजेक्ट ID सेट नहीं है। क्लाइंट बनाते समय projectId दें।',
  'alerts.rateLimited.short': 'बहुत अधिक अनुरोध',
  'alerts.rateLimited.long':
    'ऐप कॉन्फ़िगरेशन लोड करने के लिए बहुत अधिक अनुरोध हुए। कुछ सुविधाएं उपलब्ध न हों; कृपया बाद में फिर से कोशिश करें।',
  'alerts.serverError.short': 'सर्वर त्रुटि',
  'alerts.serverError.long':
    'सर्वर ऐप कॉन्फ़िगरेशन लोड नहीं कर सका। कुछ सुविधाएं उपलब्ध न हों; कृपया बाद में फिर से कोशिश करें।',
  'alerts.banner.dismiss': 'बंद करें: {title}',
  'alerts.view.loading': 'लोड हो रहा है',
  'alerts.toast.userRejected': 'आपने अपने वॉलेट में अनुरोध अस्वीकार कर दिया।',
  'alerts.toast.actionNotAllowed': 'इस कार्रवाई की अनुमति नहीं है',
  'alerts.toast.disconnectFailed': 'डिस्कनेक्ट नहीं हो सका',
  'alerts.toast.balanceUnavailable': 'टोकन बैलेंस उपलब्ध नहीं है',
  'alerts.toast.transactionsFailed': 'लेनदेन प्राप्त नहीं हो सके',
  'alerts.toast.signatureDeclined': 'हस्ताक्षर अस्वीकार किया गया',
  'alerts.toast.somethingWentWrong': 'कुछ गलत हो गया',
  'alerts.toast.errorOccurred': 'एक त्रुटि हुई',
  'alerts.toast.requestAborted': 'अनुरोध रद्द कर दिया गया',
  'alerts.toast.insufficientBalance': 'अपर्याप्त बैलेंस',
  'alerts.toast.insufficientLiquidity': 'अपर्याप्त लिक्विडिटी',
  'alerts.toast.quoteExpired': 'कोट की समय-सीमा समाप्त हो गई। स्वैप करने के लिए नया कोट लें।',
  'alerts.toast.swapFailed': 'स्वैप ऑन-चेन विफल रहा। कुछ भी स्वैप नहीं हुआ।',
  'alerts.toast.swapNeedsEvm': 'स्वैप करने के लिए EVM नेटवर्क पर वॉलेट कनेक्ट करें।',
  'alerts.toast.smartAccountsUnsupported': 'यह ऐप्लिकेशन शायद Smart Accounts का समर्थन नहीं करता',
  'alerts.toast.authenticationFailed': 'प्रमाणीकरण शुरू करते समय एक समस्या हुई',
}
