/**
 * Names in every Indian script, for the tests proving that every PDF we print (documents' own,
 * billing's) lays them out: the text read back, no missing glyph, no layout failure logged.
 */
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { pdfNotdefGlyphs, pdfRenderWarnings, pdfText } from './pdf';

/**
 * Shop and device names in every Indian script the documents print: conjuncts, reph, anusvara,
 * visarga, nukta, chillus, ZWJ/ZWNJ, script digits, mixed with Latin, ASCII digits and punctuation.
 */
export const CORPUS: Record<string, string[]> = {
  devanagari: [
    'शर्मा इलेक्ट्रॉनिक्स, दुकान नं. 12',
    'ज़्यादा फ़ोन: क्षत्रिय ज्ञान दुःख',
    'क्‍ष और क्‌ष। श्री ॐ मोबाइल (P) Ltd',
  ],
  gujarati: ['જય અંબે કિરાણા સ્ટોર', 'શ્રી ક્ષેત્રપાલ દુઃખહરણ 24-7', 'ઝ઼ ર્ક કૃષ્ણ, સુરત ૩૯૫૦૦૧'],
  bengali: ['শ্রী দুর্গা স্টোর্স, কলকাতা ৭০০০১২', 'র‍্যাব ড়িয়া দুঃখ', 'ক্‌ষ সংবাদ (Ltd.)'],
  gurmukhi: ['ਸ਼੍ਰੀ ਗੁਰੂ ਨਾਨਕ ਇਲੈਕਟ੍ਰਾਨਿਕਸ', 'ਪੰਜਾਬ ਦੁਕਾਨ 5, ਖ਼ਾਲਸਾ', 'ਕ੍ਰਿਪਾ ਸਿੰਘ ੴ'],
  oriya: ['ଶ୍ରୀ ଜଗନ୍ନାଥ ଷ୍ଟୋର୍ସ', 'ଓଡ଼ିଶା ଦୁଃଖ, ୭୫୧୦୦୧', 'କ୍ଷେତ୍ର ମୋବାଇଲ୍ 2'],
  tamil: ['ஸ்ரீ முருகன் ஸ்டோர்ஸ், சென்னை', 'க்ஷேத்ரா ஃபோன் 600-001', 'கௌரி கொடை கோவில்'],
  telugu: ['శ్రీ వెంకటేశ్వర ఎలక్ట్రానిక్స్', 'దుఃఖం క్ష్మ, హైదరాబాద్ 500001', 'సంపద స్టోర్స్ (P)'],
  kannada: ['ಶ್ರೀ ಮಂಜುನಾಥ ಸ್ಟೋರ್ಸ್, ಬೆಂಗಳೂರು', 'ದುಃಖ ಕ್ಷೇತ್ರ 560001', 'ರ್ಕ ಕೃಷ್ಣ ಫ಼ೋನ್'],
  malayalam: ['ശ്രീ കൃഷ്ണ സ്റ്റോഴ്സ്, കൊച്ചി', 'ന്‍ ൻ ദുഃഖം 682001', 'ക്ഷേത്രം മൊബൈൽ'],
};
export const ALL = Object.values(CORPUS).flat();

/** Text as pdftotext gives it back, compared without line breaks and runs of spaces. */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The PDF shows every one of `strings`, with no missing glyph and no warning from poppler. */
export async function expectPrinted(pdf: Buffer, strings: string[]) {
  const text = flat(await pdfText(pdf));
  for (const s of strings) expect(text, s).toContain(flat(s));
  expect(pdfNotdefGlyphs(pdf)).toBe(0);
  expect(await pdfRenderWarnings(pdf)).toBe('');
}

/**
 * In a describe: console.warn is caught, and a test fails if the product logged a layout failure;
 * `layoutFailures` reads them, `forgetFailures` clears those a test caused on purpose.
 */
export function refuseLayoutFailures() {
  let warn: MockInstance<typeof console.warn>;
  const layoutFailures = () =>
    warn.mock.calls
      .map((args) => String(args[0]))
      .filter((m) => m.includes('PDF text layout failed'));
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    const failures = layoutFailures();
    warn.mockRestore();
    expect(failures).toEqual([]);
  });
  return { layoutFailures, forgetFailures: () => warn.mockClear() };
}
