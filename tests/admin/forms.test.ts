import { describe, expect, it } from 'vitest';
import { notificationInputSchema } from '#domain/schemas/notification.ts';
import { scheduleInputSchema } from '#domain/schemas/schedule.ts';
import { dateTimeCell, fromSeoulInputValue, toSeoulInputValue } from '#src/admin/format.ts';
import { schemaValidator } from '#src/admin/common/schemaValidator.ts';
import { localizeText } from '#domain/messages/index.ts';
import { toNotificationInput } from '#src/admin/notifications/NotificationForm.tsx';
import { toScheduleInput } from '#src/admin/schedules/ScheduleForm.tsx';
import type { Locale } from '#domain/locale.ts';
import { inMachineZone } from '../helpers/machineZone.ts';

describe('Seoul date-times', () => {
  it('shows an API instant as Seoul wall time and reads it back as UTC', () => {
    expect(toSeoulInputValue('2026-03-01T00:00:00.000Z')).toBe('2026-03-01T09:00');
    expect(fromSeoulInputValue('2026-03-01T09:00')).toBe('2026-03-01T00:00:00.000Z');
    expect(fromSeoulInputValue('')).toBeNull();
    expect(toSeoulInputValue(null)).toBe('');
  });

  it('is right for a manager whose machine is in Los Angeles, also hours before its summer time starts', () => {
    inMachineZone('America/Los_Angeles', () => {
      // Los Angeles moves its clocks at 2026-03-08 10:00 UTC
      expect(toSeoulInputValue('2026-03-08T05:00:00.000Z')).toBe('2026-03-08T14:00');
      expect(fromSeoulInputValue('2026-03-08T14:00')).toBe('2026-03-08T05:00:00.000Z');
    });
  });

  it('shows list dates as YYYY-MM-DD HH:mm:ss in Seoul', () => {
    expect(dateTimeCell('2026-11-20T15:30:05.000Z')).toBe('2026-11-21 00:30:05');
    expect(dateTimeCell(undefined)).toBe('');
  });
});

describe('form validation from the domain schemas', () => {
  let locale: Locale = 'ko';
  const validateNotice = schemaValidator(notificationInputSchema, () => locale, toNotificationInput);

  it('gives the Korean messages of the schema, per field', () => {
    locale = 'ko';
    const errors = validateNotice({ title: '', content: '<p></p>', files: [] });
    expect(errors.title).toBe('제목을 입력해주세요');
    expect(errors.content).toBe('내용을 입력해주세요');
  });

  it('translates them into the UI language', () => {
    locale = 'en';
    expect(validateNotice({ title: '', content: '<p>x</p>' }).title).toBe('Please enter a title.');
    expect(localizeText('제목을 입력해주세요', 'cn')).toBe('请输入标题。');
  });

  it('counts picked files against the limit and accepts a valid notice', () => {
    locale = 'ko';
    const picked = { rawFile: {}, title: 'a.pdf' };
    expect(validateNotice({ title: '공지', content: '<p>x</p>', files: [picked] })).toEqual({});
    const tooMany = validateNotice({
      title: '공지',
      content: '<p>x</p>',
      files: Array.from({ length: 11 }, () => picked),
    });
    expect(tooMany.files).toBeTypeOf('string');
  });

  it('nests schedule message errors like the form sources', () => {
    locale = 'ko';
    const validateSchedule = schemaValidator(scheduleInputSchema, () => locale, toScheduleInput);
    const errors = validateSchedule({
      round: 1,
      title: '1차',
      openAt: '2026-03-01T00:00:00.000Z',
      deadAt: '2026-03-10T00:00:00.000Z',
      message: { beforeOpen: '곧 시작', dead: '', stop: '중단' },
    });
    expect(errors).toEqual({ message: { dead: expect.any(String) } });
  });
});
