/** Where an expert record is shown and handled (task lists and the staff list link here). */
export const expertRoutes = {
  detail: (businessId: string) => `/awards/accountMGT/detail/${businessId}`,
};

/** Expert records that may still be edited and sent for review: pending, rejected, withdrawn. */
export const EXPERT_EDITABLE: readonly number[] = [0, 3, 5];

/** Today as yyyy-MM-dd in the browser's calendar. */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Whether a card's end date (yyyy-MM-dd) lies before today. */
export function isExpired(expirationDate: string | null | undefined, now = today()): boolean {
  return Boolean(expirationDate && expirationDate < now);
}
