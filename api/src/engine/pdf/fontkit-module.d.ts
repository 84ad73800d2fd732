/** The part of fontkit 2 (which ships no type declarations) the PDF engine uses. */
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    advanceWidth: number;
    codePoints: number[];
  }
  export interface GlyphRun {
    glyphs: Glyph[];
  }
  export interface Subset {
    includeGlyph(glyph: number | Glyph): number;
    encode(): Uint8Array;
  }
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    layout(text: string, features?: unknown): GlyphRun;
    hasGlyphForCodePoint(codePoint: number): boolean;
    createSubset(): Subset;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
