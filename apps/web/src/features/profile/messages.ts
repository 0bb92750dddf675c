/**
 * The server's success texts are the product's English texts (docs/product/texts.md). In English the server's own text is
 * shown; in Hindi and Gujarati the catalogue's translation of it (`local`).
 */
export function serverOrLocal(language: string, server: string | undefined, local: string): string {
  return language === 'en' && server ? server : local;
}
