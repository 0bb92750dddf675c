import type { Language } from './enum-values';
import enEmail from '../locales/en/server/email.json';
import enPdf from '../locales/en/server/pdf.json';
import enKinds from '../locales/en/notificationKinds.json';
import enRecords from '../locales/en/records.json';
import enTitles from '../locales/en/reportTitles.json';
import guEmail from '../locales/gu/server/email.json';
import guPdf from '../locales/gu/server/pdf.json';
import guKinds from '../locales/gu/notificationKinds.json';
import guRecords from '../locales/gu/records.json';
import guTitles from '../locales/gu/reportTitles.json';
import hiEmail from '../locales/hi/server/email.json';
import hiPdf from '../locales/hi/server/pdf.json';
import hiKinds from '../locales/hi/notificationKinds.json';
import hiRecords from '../locales/hi/records.json';
import hiTitles from '../locales/hi/reportTitles.json';

/**
 * The catalogues the server writes with (`@dd/contract/texts`; decision 0171), in every language
 * at once: the areas it shares with the web (locales/<lang>/*.json: server-written phrases,
 * report titles, notification kinds), which the web merges into its own catalogues, and those
 * only the server writes (locales/<lang>/server/: emails, the PDFs' labels). The web never imports this file: it
 * fetches Hindi and Gujarati only for users who chose them.
 */
export const SERVER_CATALOGUES = {
  en: { ...enEmail, ...enPdf, ...enKinds, ...enRecords, ...enTitles },
  hi: { ...hiEmail, ...hiPdf, ...hiKinds, ...hiRecords, ...hiTitles },
  gu: { ...guEmail, ...guPdf, ...guKinds, ...guRecords, ...guTitles },
} satisfies Record<Language, object>;

/** The English catalogue's shape: the keys the server's texts may name. */
export type ServerCatalogue = (typeof SERVER_CATALOGUES)['en'];
