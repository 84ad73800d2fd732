import { registrationRefusal } from '@zhuxie/domain/event/event-rules';

/** An event as the registration pages read it (ISO times). */
export interface OpenEventState {
  status: number;
  registrationDeadline?: string | null;
  endTime: string;
  capacity: number;
  registered: number;
}

/**
 * Why an event takes no registration now (cancelled, not released, closed, full), by the server's own rule and
 * message; undefined while it is open. The server decides in the end.
 */
export function openRefusal(event: OpenEventState, now: Date): string | undefined {
  return registrationRefusal(
    {
      status: event.status,
      registrationDeadline: event.registrationDeadline ? new Date(event.registrationDeadline) : null,
      endTime: new Date(event.endTime),
      capacity: event.capacity,
      registered: event.registered,
      alreadyRegistered: false,
    },
    now,
  );
}

/** The answers worth sending: the filled ones, trimmed. */
export const answerList = (answers: Record<string, string>) =>
  Object.entries(answers)
    .filter(([, v]) => v.trim())
    .map(([key, value]) => ({ key, value: value.trim() }));

/** The input of registerForEvent from a registration form: trimmed, an empty post left out, the filled answers. */
export function registrationInput(
  eventId: string,
  values: { name: string; mobile: string; unit: string; post: string },
  answers: Record<string, string>,
) {
  return {
    eventId,
    name: values.name.trim(),
    mobile: values.mobile.trim(),
    unit: values.unit.trim(),
    post: values.post.trim() || null,
    answers: answerList(answers),
  };
}
