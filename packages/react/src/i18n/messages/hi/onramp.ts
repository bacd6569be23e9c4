import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Hindi messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'प्रदाता लोड हो रहे हैं',
  'onramp.providers.none': 'कोई प्रदाता इस नेटवर्क के लिए क्रिप्टो नहीं बेचता',
  'onramp.providers.fee': 'शुल्क {range}',
  'onramp.buy.loading': 'लोड हो रहा है',
  'onramp.buy.label': 'खरीदें',
  'onramp.buy.network': 'नेटवर्क',
  'onramp.buy.payWith': 'भुगतान का तरीका',
  'onramp.buy.amount': 'राशि',
  'onramp.buy.fiat': 'भुगतान मुद्रा',
  'onramp.buy.openFailed': '{provider} नहीं खुल सका। फिर से कोशिश करें।',
  'onramp.buy.continue': '{provider} के साथ जारी रखें',
  'onramp.buy.enterAmount': 'राशि दर्ज करें',
  'onramp.method.card': 'कार्ड',
  'onramp.method.ach': 'बैंक (ACH)',
  'onramp.amount.unavailable': 'यह भुगतान तरीका उपलब्ध नहीं है',
  'onramp.amount.range': '{min} और {max} {currency} के बीच राशि दर्ज करें',
  'onramp.quote.get': 'आपको मिलेगा',
  'onramp.quote.providerFee': 'प्रदाता शुल्क',
  'onramp.quote.networkFee': 'नेटवर्क शुल्क',
  'onramp.quote.total': 'आप चुकाएँगे',
  'onramp.quote.estimate': 'अनुमान – वास्तविक कोटेशन की प्रतीक्षा है',
  'onramp.waiting.label': 'खरीदारी की प्रतीक्षा है',
  'onramp.waiting.title': '{amount} {symbol} खरीदे जा रहे हैं',
  'onramp.waiting.text': '{provider} विंडो में भुगतान पूरा करें। {symbol} पहुँचते ही यहाँ दिखेगा।',
  'onramp.waiting.reopen': '{provider} फिर से खोलें',
  'onramp.waiting.closed':
    '{provider} की विंडो बंद है। यदि आपने भुगतान किया है, तो आपका {symbol} पहुँचते ही यहाँ दिखेगा।',
  'onramp.waiting.back': 'खाते पर वापस जाएँ',
  'onramp.waiting.arrived': '{provider} से {amount} {symbol} आ गए',
}
