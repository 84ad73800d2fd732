/**
 * Text messages (短信). The product sends them through one HTTP gateway configured by the environment
 * (SMS_WEBHOOK_URL): it POSTs `{ "to": "<mobile>", "text": "<message>" }` as JSON and counts a 2xx answer as sent.
 * With no gateway configured, no SMS is sent (callers record that nothing was sent).
 */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export interface SmsSettings {
  webhookUrl: string;
  token?: string;
}

export function webhookSmsSender(settings: SmsSettings): SmsSender {
  return {
    async send(to, text) {
      const res = await fetch(settings.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(20_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered HTTP ${res.status}`);
    },
  };
}

let sender: SmsSender | undefined;

/** The configured sender (set by the app), or undefined: no SMS provider. */
export const sms = {
  configure(next: SmsSender | undefined): void {
    sender = next;
  },
  get sender(): SmsSender | undefined {
    return sender;
  },
};
