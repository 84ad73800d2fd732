/** Pure logic of the course player: where to resume, when to save, when a lesson counts as completed. */

export interface SavedProgress {
  lessonId: string;
  position: number;
  completed: boolean;
}

/** How often the video position is saved while playing (ms). */
export const SAVE_EVERY_MS = 5000;
/** A video watched this far (fraction of its duration) is completed. */
export const VIDEO_DONE_AT = 0.9;

/** Where a lesson resumes: the saved video second (0 at the start), or the saved page (1 at the start). */
export function resumeAt(saved: readonly SavedProgress[], lessonId: string, kind: string): number {
  const row = saved.find((p) => p.lessonId === lessonId);
  if (kind === 'video') return row ? Math.max(0, row.position) : 0;
  return row ? Math.max(1, Math.floor(row.position)) : 1;
}

/** Whether the video position should be saved now: time has passed and it moved by a second or more. */
export function shouldSave(lastAt: number, lastPosition: number, now: number, position: number): boolean {
  return now - lastAt >= SAVE_EVERY_MS && Math.abs(position - lastPosition) >= 1;
}

/** A video is completed when it ended or was watched to VIDEO_DONE_AT of its length. */
export function videoCompleted(position: number, duration: number, ended = false): boolean {
  if (ended) return true;
  return Number.isFinite(duration) && duration > 0 && position >= duration * VIDEO_DONE_AT;
}

/** Slides given as picture links, one a line (a single PDF link is shown as a PDF). */
export function slidePictures(url: string | null | undefined): string[] {
  const lines = (url ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  return lines.length === 1 && /\.pdf($|[?#])/i.test(lines[0]!) ? [] : lines;
}

/** A PDF link opened at a page (the browser's viewer reads #page=N). */
export function pdfAt(url: string, page: number): string {
  return `${url.replace(/#.*$/, '')}#page=${Math.max(1, Math.floor(page))}`;
}
