/** wawoff2 ships no types: its decompressor takes WOFF2 bytes and answers the TrueType/OpenType font. */
declare module 'wawoff2/decompress.js' {
  export default function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
