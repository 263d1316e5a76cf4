/** The schedule form's values ↔ ScheduleInput (domain/schemas/schedule.ts; the API body has the same shape). */

interface ScheduleMessage {
  beforeOpen?: unknown;
  dead?: unknown;
  dead2?: unknown;
  stop?: unknown;
}

export function toScheduleInput(values: Record<string, unknown>) {
  const message = (values.message ?? {}) as ScheduleMessage;
  return {
    round:
      typeof values.round === 'number'
        ? values.round
        : values.round == null
          ? undefined
          : Number(values.round),
    title: values.title,
    shows: values.shows ?? true,
    stops: values.stops ?? false,
    openAt: values.openAt ?? undefined,
    deadAt: values.deadAt ?? undefined,
    message: {
      beforeOpen: message.beforeOpen ?? '',
      dead: message.dead ?? '',
      dead2: message.dead2 ?? '',
      stop: message.stop ?? '',
    },
    translations: values.translations ?? {},
  };
}

export const scheduleDefaults = {
  shows: true,
  stops: false,
  message: { beforeOpen: '', dead: '', dead2: '', stop: '' },
};
