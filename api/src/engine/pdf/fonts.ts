import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

/**
 * The Chinese faces of the PDFs: Noto Sans Hans (Noto Sans CJK SC's region subset: GB 18030's common range,
 * about 21,000 hanzi, Latin and punctuation) Regular and Bold, OpenType/CFF files shipped by the npm package
 * `@embedpdf/fonts-sc` (SIL Open Font License). Each document embeds a subset of the glyphs it uses.
 *
 * The fonts go through fontkit 2 (the maintained fontkit): the older `@pdf-lib/fontkit` fork writes CID-keyed
 * CFF subsets that viewers reject ("Embedded font file may be invalid") and corrupts TrueType subsets.
 */
export type FaceName = 'regular' | 'bold';

const FILES: Record<FaceName, string> = {
  regular: 'NotoSansHans-Regular.otf',
  bold: 'NotoSansHans-Bold.otf',
};

export interface Face {
  /** The file, handed to pdf-lib's embedFont (which asks `pdfFontkit.create` for the parsed font). */
  bytes: Uint8Array;
  font: fontkit.Font;
  /** Ascent as a fraction of the font size. */
  ascent: number;
}

const faces = new Map<FaceName, Face>();
const parsed = new WeakMap<Uint8Array, fontkit.Font>();

function fontPath(file: string): string {
  // The package exports only its index (dist/index.js); the fonts sit beside dist/ in fonts/.
  return fileURLToPath(new URL(`../fonts/${file}`, import.meta.resolve('@embedpdf/fonts-sc')));
}

/**
 * pdf-lib subsets through `subset.encodeStream()` (fontkit 1's Node stream); fontkit 2 encodes synchronously with
 * `subset.encode()`. This gives each subset the small stream pdf-lib listens to.
 */
function withEncodeStream(font: fontkit.Font): fontkit.Font {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset() as fontkit.Subset & { encodeStream?: () => unknown };
    subset.encodeStream = () => {
      const handlers: Record<string, (value?: unknown) => void> = {};
      const stream = {
        on(event: string, handler: (value?: unknown) => void) {
          handlers[event] = handler;
          return stream;
        },
      };
      queueMicrotask(() => {
        try {
          const bytes = subset.encode();
          handlers.data?.(bytes);
          handlers.end?.();
        } catch (e) {
          handlers.error?.(e);
        }
      });
      return stream;
    };
    return subset;
  };
  return font;
}

/** The face, read and parsed once per process. */
export function face(name: FaceName): Face {
  let f = faces.get(name);
  if (!f) {
    const bytes = new Uint8Array(readFileSync(fontPath(FILES[name])));
    const font = withEncodeStream(fontkit.create(bytes));
    parsed.set(bytes, font);
    f = { bytes, font, ascent: font.ascent / font.unitsPerEm };
    faces.set(name, f);
  }
  return f;
}

/** The fontkit pdf-lib registers: a face already parsed is reused, so a document does not parse 8 MB again. */
export const pdfFontkit = {
  create(bytes: Uint8Array, postscriptName?: string): fontkit.Font {
    return parsed.get(bytes) ?? withEncodeStream(fontkit.create(bytes, postscriptName));
  },
};

/** A subset font's name carries a tag of six capital letters (ISO 32000-1, 9.6.4), e.g. `KQXWBT+NotoSansHans-Bold`. */
export function subsetName(font: fontkit.Font): string {
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  return `${tag}+${font.postscriptName}`;
}
