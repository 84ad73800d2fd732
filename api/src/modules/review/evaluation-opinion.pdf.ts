import { opinionText } from '@zhuxie/domain/review/evaluation-opinion';
import { chineseDate } from '@zhuxie/domain/time/date-formats';
import { A4, PdfDocument } from '../../engine/pdf/index.js';
import type { EvaluationOpinionDocument } from './review-reports.js';

const LEFT = 50;
const WIDTH = A4.width - 2 * LEFT;

/** A score as the sheet shows it: up to two decimals, no trailing zeros. */
const points = (n: number | null) => (n == null ? '' : String(Math.round(n * 100) / 100));

/**
 * The evaluation opinion (工程质量评价意见书) as an A4 PDF, as the staff screen shows it: the application's project,
 * unit and programme, each expert's sheet with the score and comment of every item and the total, the mean, and
 * the opinion; pages follow as the scores need.
 */
export function evaluationOpinionPdf(
  data: EvaluationOpinionDocument,
  options: { association: string; printedOn: string },
): Promise<Uint8Array> {
  const { row } = data;
  const doc = new PdfDocument({ title: `工程质量评价意见书 ${row.projectName ?? row.unitName}` });
  doc.text(A4.width / 2, 50, options.association, { size: 12, align: 'center', color: '#444444' });
  doc.text(A4.width / 2, 70, '工程质量评价意见书', { size: 20, align: 'center', bold: true });
  let y = doc.keyValueGrid(
    LEFT,
    110,
    WIDTH,
    [
      ['工程名称', row.projectName ?? ''],
      ['申报单位', row.unitName],
      ['评审批次', data.programmeName],
      ['评审状态', row.statusLabel],
      ['评审专家', `${row.experts}位（已提交评分${row.submitted}位）`],
      ['综合得分', row.rawMean == null ? '—' : row.rawMean.toFixed(2)],
    ],
    { pairs: 2, labelWidth: 70 },
  );
  y = doc.ensureSpace(y + 20, 40);
  doc.text(LEFT, y, '专家评分', { size: 14, bold: true });
  y += 26;
  for (const score of data.scores) {
    y = doc.ensureSpace(y, 60);
    const title = [score.expertName, score.sheetName, `总分 ${points(score.total)}`].filter(Boolean).join(' · ');
    doc.text(LEFT, y, title, { size: 11, bold: true });
    y = doc.table(
      LEFT,
      y + 18,
      [
        { header: '评分项', width: 200 },
        { header: '得分', width: 60, align: 'right' },
        { header: '评语', width: WIDTH - 260 },
      ],
      score.items.map((item) => [item.label, points(item.score), item.comment]),
      { size: 9.5 },
    );
    y += 16;
  }
  if (row.rawMean != null) {
    y = doc.ensureSpace(y, 24);
    doc.text(LEFT, y, `平均分：${row.rawMean.toFixed(2)}`, { size: 12, bold: true });
    y += 24;
  }
  y = doc.ensureSpace(y, 80);
  doc.text(LEFT, y, '评价意见', { size: 14, bold: true });
  y = doc.paragraph(LEFT, y + 24, WIDTH, opinionText({ ...row, ranked: data.ranked }), { size: 12, lineHeight: 1.6 });
  y = doc.ensureSpace(y + 30, 40);
  doc.text(LEFT + WIDTH, y, options.association, { size: 12, align: 'right' });
  doc.text(LEFT + WIDTH, y + 20, chineseDate(options.printedOn), { size: 12, align: 'right' });
  doc.numberPages();
  return doc.toBytes();
}
