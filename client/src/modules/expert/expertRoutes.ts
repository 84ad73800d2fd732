import { todayIn } from '@zhuxie/domain/time/datetime';
/** Where an expert record is shown and handled (task lists and the staff list link here). */
export const expertRoutes = {
  detail: (businessId: string) => `/awards/accountMGT/detail/${businessId}`,
};

/** The expert card (专家证) as PDF: staff who see expert records, and the expert themself. */
export const expertCardPdfPath = (id: string) => `/lnjzxh-member/account/card/${id}`;

/** Expert records that may still be edited and sent for review: pending, rejected, withdrawn. */
export const EXPERT_EDITABLE: readonly number[] = [0, 3, 5];

/** Today as yyyy-MM-dd on the Beijing calendar. */
const today = (): string => todayIn();

/** Whether a card's end date (yyyy-MM-dd) lies before today. */
export function isExpired(expirationDate: string | null | undefined, now = today()): boolean {
  return Boolean(expirationDate && expirationDate < now);
}
