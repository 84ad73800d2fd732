/** What /mobile/licence-query checks: a member certificate or an expert card. */
export type LicenceKind = 'certificate' | 'expert';

export const LICENCE_KINDS: readonly LicenceKind[] = ['certificate', 'expert'];

/** The path a member certificate's QR code leads to (its verification page, `?code=…`). */
const CERTIFICATE_VERIFY_PATH = '/cmsPages/memberCertificate';
/** The path an expert card's QR code leads to: this page, `?kind=expert&code=<card number>`. */
const LICENCE_QUERY_PATH = '/mobile/licence-query';

/**
 * What a scanned QR code asks to check. A certificate's code is the address of its verification page: its `code`
 * is the certificate's; an expert card's is the address of this page with its kind and number. Any other text is a number of the kind chosen (an expert card's number, a certificate's
 * number or code); an address leading elsewhere is nothing to check (undefined).
 */
export function readScanned(text: string, kind: LicenceKind): { kind: LicenceKind; code: string } | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (/^https?:\/\//i.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      return undefined;
    }
    const code = url.searchParams.get('code')?.trim();
    const path = url.pathname.replace(/\/+$/, '');
    if (path === CERTIFICATE_VERIFY_PATH && code) return { kind: 'certificate', code };
    if (path === LICENCE_QUERY_PATH && code) return { kind: kindOf(url.searchParams.get('kind')), code };
    return undefined;
  }
  return trimmed.length > 40 ? undefined : { kind, code: trimmed };
}

/** The kind in the address (`?kind=`), a certificate unless it names the expert card. */
export const kindOf = (value: string | null): LicenceKind => (value === 'expert' ? 'expert' : 'certificate');
