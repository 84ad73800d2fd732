import { downloadFile, restUrl, saveBlob } from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';

/** Where a certificate's QR code leads: the open verification page. */
export const verifyPath = (code: string) => `/cmsPages/memberCertificate?code=${encodeURIComponent(code)}`;
/** The print view of a certificate. */
export const printPath = (id: string) => `/certificate/print/${id}`;

/** Downloads a certificate as PDF with the session's credentials. */
export async function downloadCertificatePdf(id: string, number: string): Promise<void> {
  try {
    const file = await downloadFile(restUrl(`/lnjzxh-member/member-certificate/pdf/${id}`), `会员证书-${number}.pdf`);
    saveBlob(file.blob, file.fileName);
  } catch (e) {
    notify('error', { text: e instanceof Error && e.message ? e.message : '请求错误!' });
  }
}
