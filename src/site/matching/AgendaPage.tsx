import { useState, type FormEvent } from 'react';
import { contentLang } from '#domain/contentLang.ts';
import { formatDate } from '#domain/format.ts';
import { slotStart } from '#domain/matching/slots.ts';
import type { Agenda, AgendaFeed, AgendaFeedCreated, AgendaMeeting } from '#domain/schemas/matchingAgenda.ts';
import { useApi } from '../api.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { attempt } from '../ui/requests.ts';
import { LoadFailed, Loading } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useMatchingI18n } from './i18n.ts';
import './matching.css';
import { MembersOnly } from './member/MembersOnly.tsx';
import { dualTime } from './time.ts';
import { DualTimeText } from './ui/DualTimeText.tsx';

/**
 * /mypage/agenda — the member's day at a fair (docs/decisions/0039-agenda-feed-and-reschedule.md): confirmed
 * meetings by time in Seoul and their own zone, place or video room, the calendar subscription, and moving a
 * meeting by proposal.
 */
export default function AgendaPage() {
  const { t } = useMatchingI18n();
  return (
    <MembersOnly title={t('mt.agenda.title')}>
      <AgendaView />
    </MembersOnly>
  );
}

function AgendaView() {
  const { t } = useMatchingI18n();
  const agenda = useResource<Agenda>('/api/v1/me/agenda');
  const byDay = new Map<string, AgendaMeeting[]>();
  for (const meeting of agenda.data?.meetings ?? []) {
    const day = meeting.slot.key.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), meeting]);
  }
  return (
    <CenterPage title={t('mt.agenda.title')} description={t('mt.agenda.lead')} wide>
      <p className="plain-text">{t('mt.agenda.lead')}</p>
      <FeedBox />
      {agenda.status !== undefined ? (
        <LoadFailed message={agenda.message} onRetry={agenda.reload} />
      ) : !agenda.data ? (
        <Loading list />
      ) : agenda.data.meetings.length === 0 ? (
        <p className="state-box">{t('mt.agenda.empty')}</p>
      ) : (
        [...byDay].map(([day, meetings]) => (
          <section key={day} className="member-section agenda-day" aria-labelledby={`day-${day}`}>
            <h2 id={`day-${day}`}>{day}</h2>
            <ol className="agenda-list">
              {meetings.map((m) => (
                <MeetingCard key={m._id} meeting={m} zone={agenda.data!.timeZone} onChange={agenda.reload} />
              ))}
            </ol>
          </section>
        ))
      )}
    </CenterPage>
  );
}

/** A slot as one line with both clocks, for a select's options and the proposal texts. */
function slotLabel(key: string, zone: string, t: ReturnType<typeof useMatchingI18n>['t']): string {
  const time = dualTime(slotStart(key), zone);
  if (!time) return key;
  const seoul = t('mt.time.seoul', { time: time.seoul });
  return time.local
    ? `${seoul} (${t('mt.time.local', { time: time.local.text, zone: time.local.zone })})`
    : seoul;
}

export function MeetingCard({
  meeting,
  zone,
  onChange,
}: {
  meeting: AgendaMeeting;
  zone: string;
  onChange: () => void;
}) {
  const { t, locale } = useMatchingI18n();
  const api = useApi();
  const [slot, setSlot] = useState(meeting.freeSlots[0] ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const base = `/api/v1/me/matchings/${meeting._id}/reschedule`;
  const run = async (write: () => ReturnType<typeof api.post<unknown>>) => {
    setBusy(true);
    setProblem(null);
    const res = await attempt(write, t('mt.network'));
    setBusy(false);
    if (res.ok) onChange();
    else setProblem(res.errors ? (Object.values(res.errors)[0] ?? res.message) : res.message);
  };
  const propose = (e: FormEvent) => {
    e.preventDefault();
    if (slot) void run(() => api.post(base, { slot }));
  };
  const proposal = meeting.reschedule;
  const titleId = `meeting-${meeting._id}`;
  // over by its end time as the page was opened: its parties no longer move it, the server refuses
  // (docs/decisions/0051-an-ended-meeting-is-past.md)
  const [openedAt] = useState(() => Date.now());
  const ended = Date.parse(meeting.slot.endAt) <= openedAt;
  return (
    <li className="card agenda-card" aria-labelledby={titleId}>
      <div className="card-body">
        <p className="agenda-time">
          <DualTimeText value={meeting.slot.startAt} zone={zone} />
        </p>
        <h3 className="card-title" id={titleId}>
          {t('mt.agenda.with')}:{' '}
          <span lang={contentLang(meeting.counterpart.companyName, locale)}>
            {meeting.counterpart.companyName}
          </span>
          {meeting.counterpart.country && ` (${meeting.counterpart.country})`}
        </h3>
        <p className="card-meta">{t('mt.agenda.theirZone', { zone: meeting.counterpart.timeZone })}</p>
        <p className="card-meta" lang={contentLang(meeting.fair.title, locale)}>
          {meeting.fair.title}
        </p>
        {meeting.mode === 'ONLINE' ? (
          <p className="agenda-place">
            {t('mt.agenda.online')}
            {meeting.videoUrl && (
              <>
                {' — '}
                <a href={meeting.videoUrl} target="_blank" rel="noreferrer">
                  {t('mt.agenda.join')}
                </a>
              </>
            )}
          </p>
        ) : (
          <p className="agenda-place">{t('mt.agenda.offline', { place: meeting.fair.place })}</p>
        )}
        {ended ? (
          <p className="card-meta">{t('mt.meeting.past')}</p>
        ) : (
          <div className="agenda-reschedule">
            <h4>{t('mt.agenda.reschedule.title')}</h4>
            {proposal ? (
              proposal.mine ? (
                <p>{t('mt.agenda.reschedule.waiting', { time: slotLabel(proposal.toSlot.key, zone, t) })}</p>
              ) : (
                <>
                  <p>{t('mt.agenda.reschedule.asked', { time: slotLabel(proposal.toSlot.key, zone, t) })}</p>
                  <p className="button-row">
                    <button
                      type="button"
                      className="btn btn-primary"
                      disabled={busy}
                      onClick={() => void run(() => api.put(`${base}/${proposal._id}`, { action: 'accept' }))}
                    >
                      {t('mt.agenda.reschedule.accept')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline"
                      disabled={busy}
                      onClick={() =>
                        void run(() => api.put(`${base}/${proposal._id}`, { action: 'decline' }))
                      }
                    >
                      {t('mt.agenda.reschedule.decline')}
                    </button>
                  </p>
                </>
              )
            ) : meeting.freeSlots.length === 0 ? (
              <p className="card-meta">{t('mt.agenda.reschedule.none')}</p>
            ) : (
              <form className="agenda-propose" onSubmit={propose}>
                <label htmlFor={`slot-${meeting._id}`}>{t('mt.agenda.reschedule.pick')}</label>
                <select
                  id={`slot-${meeting._id}`}
                  className="form-input"
                  value={slot}
                  onChange={(e) => setSlot(e.target.value)}
                >
                  {meeting.freeSlots.map((key) => (
                    <option key={key} value={key}>
                      {slotLabel(key, zone, t)}
                    </option>
                  ))}
                </select>
                <button type="submit" className="btn btn-outline" disabled={busy}>
                  {t('mt.agenda.reschedule.propose')}
                </button>
              </form>
            )}
            {problem && (
              <p className="form-error" role="alert">
                {problem}
              </p>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** The calendar subscription: made, replaced or stopped here; its address is shown once, when made. */
function FeedBox() {
  const { t } = useMatchingI18n();
  const api = useApi();
  const feed = useResource<AgendaFeed>('/api/v1/me/agenda/feed');
  const [made, setMade] = useState<AgendaFeedCreated | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const active = made?.active ?? feed.data?.active ?? false;
  const create = async () => {
    setProblem(null);
    const res = await attempt(() => api.post<AgendaFeedCreated>('/api/v1/me/agenda/feed'), t('mt.network'));
    if (res.ok) setMade(res.data);
    else setProblem(res.message);
  };
  const revoke = async () => {
    setProblem(null);
    const res = await attempt(() => api.delete<null>('/api/v1/me/agenda/feed'), t('mt.network'));
    if (res.ok) {
      setMade(null);
      feed.reload();
    } else setProblem(res.message);
  };
  return (
    <section className="member-section agenda-feed" aria-labelledby="agenda-feed">
      <h2 id="agenda-feed">{t('mt.agenda.feed.title')}</h2>
      <p className="form-hint">{t('mt.agenda.feed.lead')}</p>
      {made ? (
        <>
          <p>
            <a className="btn btn-primary" href={made.webcal}>
              {t('mt.agenda.feed.open')}
            </a>
          </p>
          <label htmlFor="agenda-feed-url">{t('mt.agenda.feed.url')}</label>
          <input
            id="agenda-feed-url"
            className="form-input"
            readOnly
            value={made.url}
            onFocus={(e) => e.currentTarget.select()}
          />
          <p className="form-hint">{t('mt.agenda.feed.secret')}</p>
        </>
      ) : feed.data?.active && feed.data.createdAt ? (
        <p>{t('mt.agenda.feed.on', { date: formatDate(feed.data.createdAt) })}</p>
      ) : (
        feed.data && <p>{t('mt.agenda.feed.off')}</p>
      )}
      <p className="button-row">
        <button type="button" className="btn btn-outline" onClick={() => void create()}>
          {active ? t('mt.agenda.feed.regenerate') : t('mt.agenda.feed.create')}
        </button>
        {active && (
          <button type="button" className="btn btn-outline" onClick={() => void revoke()}>
            {t('mt.agenda.feed.revoke')}
          </button>
        )}
      </p>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
