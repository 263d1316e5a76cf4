/** The console resources that exist so far, in menu order (react-admin names = console routes, SPEC § 2). */
export const CONSOLE_RESOURCES = ['center/notifications', 'schedules'] as const;
export type ConsoleResource = (typeof CONSOLE_RESOURCES)[number];
