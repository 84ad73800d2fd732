import ExcelJS from 'exceljs';

/** Downloads a file with the given headers: status, headers and the body as bytes (or the JSON envelope of a refusal). */
export async function download(
  url: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  type: string;
  disposition: string;
  data: Buffer;
  json?: { code: number; success: boolean; msg: string };
}> {
  const res = await fetch(url, { headers });
  const data = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    type,
    disposition: res.headers.get('content-disposition') ?? '',
    data,
    json: type.includes('json') ? JSON.parse(data.toString('utf8')) : undefined,
  };
}

/** The first sheet's rows as arrays of cell values (text, numbers; empty cells as null), header row first. */
export async function sheetRows(data: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  const width = sheet.getRow(1).cellCount;
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1).value ?? null));
  });
  return rows;
}

/** An .xlsx file with these rows (the first is the header row). */
export async function xlsxFile(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Posts a file as multipart/form-data (field `file`) plus text fields; answers status and the JSON envelope. */
export async function upload<T = unknown>(
  url: string,
  file: Buffer,
  headers: Record<string, string> = {},
  fields: Record<string, string> = {},
  fileName = 'import.xlsx',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), fileName);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(url, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as { code: number; success: boolean; msg: string; data: T } };
}
