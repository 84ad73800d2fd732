import { registerNotificationKind, simpleKind } from '../mail/kinds.js';

/** Emails of the flow engine: a task waiting for the user, and how the user's own application ended. */
export const FLOW_MAIL = { task: 'flow_task', result: 'application_result' } as const;

registerNotificationKind(
  simpleKind(FLOW_MAIL.task, true, {
    'zh-CN': {
      subject: '待审批：{title}',
      text: '您好：\n{applicant}提交的「{title}」已到「{step}」，等待您审批。\n请登录系统在「{list}」中办理。{link}',
    },
    en: {
      subject: 'Awaiting your approval: {title}',
      text: 'Hello,\n"{title}" submitted by {applicant} has reached the step "{step}" and awaits your approval.\nPlease sign in and handle it in your task list.{link}',
    },
  }),
);

registerNotificationKind(
  simpleKind(FLOW_MAIL.result, true, {
    'zh-CN': {
      subject: '审批结果：{title}（{result}）',
      text: '您好：\n您提交的「{title}」审批结果：{result}。\n{opinion}{link}',
    },
    en: {
      subject: 'Decision on your application: {title} ({resultEn})',
      text: 'Hello,\nYour application "{title}" was {resultEn}.\n{opinionEn}{link}',
    },
  }),
);

/** A line with the product address of a client path, when the public address is known. */
export function linkLine(publicUrl: string | undefined, path: string): string {
  return publicUrl ? `\n${publicUrl.replace(/\/+$/, '')}${path}` : '';
}
