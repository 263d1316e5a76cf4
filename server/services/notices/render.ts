import { sql, type SQL } from 'drizzle-orm';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '#domain/applicationStatus.ts';
import { LOCALES, type Locale } from '#domain/locale.ts';
import { escapeHtml, templateParts, type NoticeVariable } from '#domain/noticeTemplate.ts';
import type { NoticeTemplates } from '#domain/schemas/groupNotice.ts';
import { applications, schedules } from '../../db/schema/index.ts';

/**
 * A notice's templates as SQL over `applications` joined to `schedules`, so that one INSERT … SELECT
 * renders every recipient's message (3,000 or 10,000 rows without a round trip each). The parts come from
 * domain/noticeTemplate.ts, the same reading the preview renders in JavaScript; tests/api/group-notices
 * checks both agree. Template text travels as bound parameters, never spliced into the statement.
 */

function valueOf(variable: NoticeVariable, lang: Locale, deadline: string | null): SQL {
  switch (variable) {
    case 'name':
      return sql`${applications.name}`;
    case 'receiptNo':
      return sql`${applications.receiptNo}`;
    case 'round':
      return sql`${schedules.round}::text`;
    case 'unitType':
      return sql`coalesce(${applications.preferences}->>'unitType', '')`;
    case 'deadline':
      return sql`${deadline ?? ''}::text`;
    case 'result': {
      const labels = APPLICATION_STATUSES.map(
        (status) => sql`when ${status}::text then ${APPLICATION_STATUS_LABELS[status][lang]}::text`,
      );
      return sql`(case ${applications.status} ${sql.join(labels, sql` `)} else '' end)`;
    }
  }
}

/** What escapeHtml does, in SQL: a recipient's name holding `<script>` is shown in the e-mail, never run. */
const escapeHtmlSql = (value: SQL) =>
  sql`replace(replace(replace(replace(replace(${value}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`;

function textOf(template: string, lang: Locale, deadline: string | null, html: boolean): SQL {
  const parts = templateParts(template).map((part) => {
    if ('text' in part) return sql`${html ? escapeHtml(part.text) : part.text}::text`;
    const value = valueOf(part.variable, lang, deadline);
    return html ? escapeHtmlSql(value) : value;
  });
  return parts.length ? sql`concat(${sql.join(parts, sql`, `)})` : sql`''::text`;
}

/** The recipient's language picks the template (the language they applied in; Korean by default). */
function perLanguage(render: (lang: Locale) => SQL): SQL {
  const others = LOCALES.filter((l) => l !== 'ko').map((l) => sql`when ${l}::text then ${render(l)}`);
  return sql`(case ${applications.lang} ${sql.join(others, sql` `)} else ${render('ko')} end)`;
}

export interface RenderedSql {
  subject: SQL;
  text: SQL;
  /** noticeHtml of the escaped text: `<p>` with `<br>` for line breaks. */
  html: SQL;
}

export function renderedSql(templates: NoticeTemplates, deadline: string | null): RenderedSql {
  return {
    subject: perLanguage((l) => textOf(templates[l].subject, l, deadline, false)),
    text: perLanguage((l) => textOf(templates[l].body, l, deadline, false)),
    html: perLanguage(
      (l) =>
        sql`concat('<p>', replace(${textOf(templates[l].body, l, deadline, true)}, chr(10), '<br>'), '</p>')`,
    ),
  };
}
