/** One entry of the notice popover: a published notice of the user's tenant. */
export interface ShellNotice {
  id: string;
  title: string;
  /** ISO release time. */
  time: string;
  /** The category's label (dictionary `notice`). */
  category?: string;
  read: boolean;
}
