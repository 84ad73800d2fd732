import { describe, expect, it } from 'vitest';
import { pdfAt, resumeAt, SAVE_EVERY_MS, shouldSave, slidePictures, videoCompleted } from './progressModel';

describe('course player model', () => {
  const saved = [
    { lessonId: 'v', position: 42.4, completed: false },
    { lessonId: 'p', position: 3, completed: true },
  ];
  it('resumes a video at its second and a document at its page, else at the start', () => {
    expect(resumeAt(saved, 'v', 'video')).toBe(42.4);
    expect(resumeAt(saved, 'p', 'pdf')).toBe(3);
    expect(resumeAt(saved, 'x', 'video')).toBe(0);
    expect(resumeAt(saved, 'x', 'slides')).toBe(1);
  });
  it('saves periodically, only when the position moved', () => {
    expect(shouldSave(0, 10, SAVE_EVERY_MS - 1, 20)).toBe(false);
    expect(shouldSave(0, 10, SAVE_EVERY_MS, 10.5)).toBe(false);
    expect(shouldSave(0, 10, SAVE_EVERY_MS, 12)).toBe(true);
  });
  it('completes a video watched to 90% or ended', () => {
    expect(videoCompleted(89, 100)).toBe(false);
    expect(videoCompleted(90, 100)).toBe(true);
    expect(videoCompleted(1, Number.NaN)).toBe(false);
    expect(videoCompleted(1, Number.NaN, true)).toBe(true);
  });
  it('reads slides as picture lines, a single PDF link as a document', () => {
    expect(slidePictures('a.png\n\n b.png ')).toEqual(['a.png', 'b.png']);
    expect(slidePictures('/f/deck.pdf')).toEqual([]);
    expect(pdfAt('/f/a.pdf#page=2', 5.5)).toBe('/f/a.pdf#page=5');
  });
});
