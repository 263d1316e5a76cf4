import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALES } from '#domain/locale.ts';
import { applicationMessages } from '#domain/messages/application.ts';
import { isCalendarDate, seoulYmd } from '#domain/format.ts';
import { localizeText, messages } from '#domain/messages/index.ts';
import {
  applicationFields,
  applicationInputSchema,
  applicationLookupSchema,
  documentNameSchema,
  missingRequiredTerms,
  registrationSchema,
  subscriptionSchema,
} from '#domain/schemas/application.ts';
import { youthApplicationBody } from '../helpers/applicationBody.ts';

const SCHEDULE = '7d0f4a8e-3c1b-4e7a-9f2d-1b2c3d4e5f60';
const identity = { name: '홍길동', phone: '01012345678', birth: '19990101' };
const registration = { kind: 'REGISTRATION', scheduleId: SCHEDULE, terms: ['collect'], ...identity };
const application = youthApplicationBody(
  SCHEDULE,
  { ...identity, email: 'hong@example.com' },
  { terms: ['collect'], supplyType: 'SPECIAL_TYPE', regionRank: 'FIRST' },
);

function issues(value: unknown): Record<string, string> {
  const result = applicationInputSchema.safeParse(value);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('applicationInputSchema: REGISTRATION', () => {
  it('needs scheduleId, terms, name, phone and birth; e-mail and preferences are optional', () => {
    expect(applicationInputSchema.safeParse(registration).success).toBe(true);
    expect(applicationInputSchema.safeParse({ ...registration, email: '' }).success).toBe(true);
    expect(
      applicationInputSchema.safeParse({ ...registration, email: 'a@b.co', preferences: { unitType: '52B' } })
        .success,
    ).toBe(true);
    expect(issues({ kind: 'REGISTRATION' })).toEqual({
      scheduleId: '청약 회차를 선택해주세요',
      terms: '약관 동의 정보를 확인해주세요',
      name: '이름을 입력해주세요',
      phone: '연락처를 입력해주세요',
      birth: '생년월일(YYYYMMDD)을 입력해주세요.',
    });
  });

  it('uses the docs/spec.md § 5 messages of the account fields', () => {
    expect(issues({ ...registration, phone: '010-1234-56', email: 'nope', birth: '19990230' })).toEqual({
      phone: '연락처를 입력해주세요',
      email: '이메일을 입력해주세요',
      birth: '생년월일(YYYYMMDD)을 입력해주세요.',
    });
  });

  it('takes a unit type among the apartment types only', () => {
    expect(issues({ ...registration, preferences: { unitType: '99Z' } })).toEqual({
      'preferences.unitType': '희망 주택형을 선택해주세요',
    });
  });
});

describe('applicationInputSchema: APPLICATION', () => {
  it('accepts a complete youth application', () => {
    const parsed = applicationInputSchema.parse(application);
    expect(parsed.kind).toBe('APPLICATION');
  });

  it('fails unanswered yes/no questions (null, the form default) with a clear message', () => {
    expect(issues({ ...application, isHomeless: null, isAsset: null, isCar: undefined })).toEqual({
      isHomeless: '무주택 여부를 선택해주세요',
      isAsset: '자산 보유 여부를 선택해주세요',
      isCar: '자동차 보유 여부를 선택해주세요',
    });
  });

  it('names each missing choice', () => {
    const missing = {
      email: '이메일을 입력해주세요',
      qualificationType: '자격 유형을 선택해주세요',
      maritalStatus: '혼인 여부를 선택해주세요',
      supplyType: '공급 유형을 선택해주세요',
      supplyCategory: '공급 구분을 선택해주세요',
      earningRank: '소득 순위를 선택해주세요',
      regionRank: '지역 순위를 선택해주세요',
    };
    const rest = Object.fromEntries(Object.entries(application).filter(([key]) => !(key in missing)));
    expect(issues(rest)).toEqual(missing);
  });

  it('needs a marriage date when married, a real one, not in the future', () => {
    const married = {
      ...application,
      qualificationType: 'MARRIED_TYPE',
      supplyCategory: 'MARRIED',
      maritalStatus: 'MARRIED',
      spouse: { name: '김배우', phone: '01098765432', birth: '19980202' },
    };
    expect(issues(married)).toEqual({ marriageDate: '혼인신고일(YYYYMMDD)을 입력해주세요' });
    expect(issues({ ...married, marriageDate: '20230231' })).toEqual({
      marriageDate: '혼인신고일(YYYYMMDD)을 입력해주세요',
    });
    expect(issues({ ...married, marriageDate: '29991231' })).toEqual({
      marriageDate: '혼인신고일은 오늘 또는 그 이전 날짜로 입력해주세요',
    });
    expect(issues({ ...married, marriageDate: seoulYmd(Date.now()) })).toEqual({});
    // PLANNED needs no date
    expect(issues({ ...married, maritalStatus: 'PLANNED' })).toEqual({});
  });

  it('needs the spouse for the newlywed type, with valid fields', () => {
    const newlywed = { ...application, qualificationType: 'MARRIED_TYPE', maritalStatus: 'PLANNED' };
    expect(issues(newlywed)).toEqual({ spouse: '신혼부부형은 배우자(예비 배우자) 정보를 입력해주세요' });
    expect(issues({ ...newlywed, spouse: { name: '', phone: '1', birth: '1' } })).toEqual({
      'spouse.name': '이름을 입력해주세요',
      'spouse.phone': '연락처를 입력해주세요',
      'spouse.birth': '생년월일(YYYYMMDD)을 입력해주세요.',
    });
  });

  it('needs the car value in whole won when the applicant owns a car', () => {
    expect(issues({ ...application, isCar: true })).toEqual({
      carValue: '자동차가액을 원 단위 숫자로 입력해주세요',
    });
    expect(issues({ ...application, isCar: true, carValue: 1.5 })).toEqual({
      carValue: '자동차가액을 원 단위 숫자로 입력해주세요',
    });
    expect(issues({ ...application, isCar: true, carValue: -1 })).toEqual({
      carValue: '자동차가액을 원 단위 숫자로 입력해주세요',
    });
    expect(issues({ ...application, isCar: true, carValue: 30_000_000 })).toEqual({});
  });

  it('refuses an unknown kind and keeps the unrefined fields for step-by-step forms', () => {
    expect(issues({ ...application, kind: 'OTHER' })).toEqual({ kind: '신청 구분을 선택해주세요' });
    const step = applicationFields.pick({ isHomeless: true, isAsset: true, isCar: true });
    expect(step.safeParse({ isHomeless: true, isAsset: false, isCar: false }).success).toBe(true);
    expect(subscriptionSchema.safeParse(application).success).toBe(true);
    expect(registrationSchema.safeParse(application).success).toBe(false);
  });
});

describe('helpers', () => {
  it('lists the required terms not agreed to', () => {
    expect(missingRequiredTerms(['privacy'], ['collect', 'privacy'])).toEqual(['collect']);
    expect(missingRequiredTerms(['collect', 'privacy'], ['collect'])).toEqual([]);
  });

  it('checks calendar dates and document keys', () => {
    expect(isCalendarDate('20240229')).toBe(true);
    expect(isCalendarDate('20230229')).toBe(false);
    expect(isCalendarDate('2023-01-01')).toBe(false);
    expect(documentNameSchema.safeParse('residentRegistration').success).toBe(true);
    expect(documentNameSchema.safeParse('../x').success).toBe(false);
  });

  it('validates the lookup proof: a certId, or name + phone + birth', () => {
    expect(applicationLookupSchema.safeParse({ certId: SCHEDULE }).success).toBe(true);
    expect(applicationLookupSchema.safeParse(identity).success).toBe(true);
    const missing = applicationLookupSchema.safeParse({ name: '홍길동' });
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['phone', 'birth']);
  });
});

describe('the application message group', () => {
  it('has a distinct, non-empty text in every locale and a Korean text unique in the catalog', () => {
    const koCount = new Map<string, number>();
    for (const m of Object.values(messages)) koCount.set(m.ko, (koCount.get(m.ko) ?? 0) + 1);
    for (const [code, text] of Object.entries(applicationMessages)) {
      for (const locale of LOCALES) expect(text[locale].trim(), code).not.toBe('');
      expect(new Set([text.ko, text.en, text.cn]).size, code).toBe(3);
      expect(koCount.get(text.ko), code).toBe(1);
    }
  });

  it('translates every message the schemas produce', () => {
    const samples: unknown[] = [
      {},
      { kind: 'APPLICATION' },
      { ...application, isHomeless: null, isAsset: null, isCar: true },
      { ...application, qualificationType: 'MARRIED_TYPE', maritalStatus: 'MARRIED' },
      { ...application, maritalStatus: 'MARRIED', marriageDate: '29990101' },
      { ...registration, preferences: { unitType: 'X' }, terms: 'x', certId: 'x', scheduleId: 'x' },
    ];
    const produced = samples.flatMap(
      (value) => applicationInputSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [],
    );
    expect(produced.length).toBeGreaterThan(15);
    for (const text of produced) {
      expect(localizeText(text, 'en'), text).not.toBe(text);
      expect(localizeText(text, 'cn'), text).not.toBe(text);
    }
  });
});

describe('the shape the Idempotency-Key fingerprint relies on (server/services/applications/idempotency.ts)', () => {
  /** Every schema type inside `schema`: zod builds objects in shape order, records in the request's order. */
  function typesIn(schema: z.ZodType, seen = new Set<z.ZodType>()): string[] {
    if (seen.has(schema)) return [];
    seen.add(schema);
    const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
    const children: unknown[] = [
      def.innerType,
      def.in,
      def.out,
      def.element,
      def.valueType,
      ...(Array.isArray(def.options) ? def.options : []),
      ...(def.shape && typeof def.shape === 'object' ? Object.values(def.shape) : []),
    ];
    return [
      def.type,
      ...children.filter((c): c is z.ZodType => c instanceof z.ZodType).flatMap((c) => typesIn(c, seen)),
    ];
  }

  it('has objects but no records, so a validated body serializes in one key order', () => {
    const types = typesIn(applicationInputSchema);
    expect(types).toEqual(expect.arrayContaining(['union', 'object', 'array', 'enum', 'string']));
    expect(types).not.toContain('record');
  });

  it('gives the same JSON for the same body sent with its keys in another order', () => {
    const body = { ...application, preferences: { unitType: '52A' }, spouse: null };
    const parsed = applicationInputSchema.parse(body);
    const reversed = applicationInputSchema.parse(Object.fromEntries(Object.entries(body).reverse()));
    expect(JSON.stringify(reversed)).toBe(JSON.stringify(parsed));
  });
});
