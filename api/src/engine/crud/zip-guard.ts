import { Unzip, UnzipInflate } from 'fflate';
import { badInput } from '../errors/domain-error.js';

/** Largest total inflated size of a workbook's parts (a zip bomb is refused before it is parsed). */
export const WORKBOOK_MAX_INFLATED_BYTES = 40 * 1024 * 1024;
/** Compressed bytes inflated per turn of the event loop. */
const CHUNK = 64 * 1024;

export const ZIP_MESSAGES = {
  tooLarge: (mb: number) => `Excel 文件解压后超过 ${mb} MB，请拆分后再导入`,
  tooManyRows: (max: number) => `一次最多导入 ${max} 条数据`,
  broken: '请上传 .xlsx 格式的 Excel 文件',
} as const;

/**
 * Inflates an .xlsx (a zip archive) as a stream, a chunk per turn of the event loop, before any parser sees it:
 * refuses it when its parts inflate to more than `maxBytes` in all, or its worksheets hold more than `maxRows`
 * rows (`<row` elements). Declared sizes are not trusted; the bytes are counted as they come.
 */
export async function checkWorkbookArchive(
  data: Buffer,
  limits: { maxRows: number; maxBytes?: number },
): Promise<void> {
  const maxBytes = limits.maxBytes ?? WORKBOOK_MAX_INFLATED_BYTES;
  let total = 0;
  let failure: Error | undefined;
  const rowsBySheet = new Map<string, number>();
  const unzip = new Unzip((file) => {
    const isSheet = /^xl\/worksheets\/[^/]+\.xml$/i.test(file.name);
    let tail = '';
    file.ondata = (err, chunk) => {
      if (failure) return;
      if (err) {
        failure = badInput(ZIP_MESSAGES.broken);
        return;
      }
      total += chunk.length;
      if (total > maxBytes) {
        failure = badInput(ZIP_MESSAGES.tooLarge(Math.round(maxBytes / 1024 / 1024)));
        file.terminate();
        return;
      }
      if (isSheet) {
        const text = tail + Buffer.from(chunk).toString('latin1');
        const rows = (rowsBySheet.get(file.name) ?? 0) + (text.match(/<row[\s>]/g)?.length ?? 0);
        rowsBySheet.set(file.name, rows);
        tail = text.slice(-4);
        // The header row is not data.
        if (rows - 1 > limits.maxRows) {
          failure = badInput(ZIP_MESSAGES.tooManyRows(limits.maxRows));
          file.terminate();
        }
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < data.length && !failure; offset += CHUNK) {
      unzip.push(data.subarray(offset, offset + CHUNK), offset + CHUNK >= data.length);
      // Let other requests run between chunks: an upload never holds the event loop for long.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch {
    throw badInput(ZIP_MESSAGES.broken);
  }
  if (failure) throw failure;
}
