/** One entry of the notice popover: a published notice of the user's tenant, or a personal message. */
export interface ShellNotice {
  /** A notice of the tenant (default) or a personal message (a task waiting, a result). */
  kind?: 'notice' | 'message';
  id: string;
  title: string;
  /** ISO release time. */
  time: string;
  /** The category's label (dictionary `notice`). */
  category?: string;
  read: boolean;
  /** Where a message leads (a task list); opening the entry goes there. */
  link?: string;
}
