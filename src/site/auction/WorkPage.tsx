import { formatDateTime, formatNumber, parseWon } from '#domain/format.ts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { contentLang } from '#domain/contentLang.ts';
import { useApi, useLoggedIn } from '../api.tsx';
import { CenterPage } from '../ui/CenterPage.tsx';
import { LoadFailed, Loading, NotFound } from '../ui/Status.tsx';
import { useResource } from '../ui/useResource.ts';
import { useAuctionI18n } from './i18n.ts';
import { StateBadge } from './parts.tsx';
import { RegisterBox } from './RegisterBox.tsx';
import type { HistoryEntry, Live, MyRegistration, Work } from './types.ts';
import { formatLeft, useLiveLot, useTimeLeft } from './useLiveLot.ts';
import './auction.css';

/**
 * /auction/works/:_id — images, estimate, the live price and countdown (the server's clock), the history by
 * paddle, and the bid form for a registered bidder (docs/decisions/0033-timed-auction.md).
 */
export default function WorkPage() {
  const { t, locale } = useAuctionI18n();
  const { _id = '' } = useParams();
  const res = useResource<{ work: Work }>(`/api/v1/auction/works/${_id}`);
  const work = res.data?.work;
  const { live, offset, streaming, setLive } = useLiveLot(work?._id, work?.live);
  const left = useTimeLeft(live?.closesAt, offset);
  const history = useResource<{ bids: HistoryEntry[] }>(
    work ? `/api/v1/auction/works/${work._id}/bids?n=${live?.bidCount ?? 0}` : null,
  );

  if (res.status === 404 || res.status === 400)
    return <NotFound back="/auction" backLabel={t('auction.back')} />;
  return (
    <CenterPage title={t('auction.title')} heading={work?.title} description={t('auction.description')} wide>
      {res.status !== undefined ? (
        <LoadFailed message={res.message} onRetry={res.reload} />
      ) : !work || !live ? (
        <Loading />
      ) : (
        <article className="auction-work">
          <div className="auction-images">
            {work.images.map((src) => (
              <img key={src} src={src} alt={work.title} width={800} height={1000} />
            ))}
          </div>
          <div className="auction-work-info">
            <p className="auction-lot">
              {t('auction.lot', { number: work.lotNumber })} <StateBadge state={live.state} />
              {streaming && <span className="auction-live-dot">{t('auction.live')}</span>}
            </p>
            <h2 lang={contentLang(work.title, locale, work.lang.title)}>{work.title}</h2>
            <p>
              <Link to={`/auction/authors/${work.author._id}`}>{work.author.name}</Link>
            </p>
            <section className="auction-live" aria-live="polite">
              <dl>
                <dt>{t('auction.estimate')}</dt>
                <dd>
                  ₩{formatNumber(work.estimateLow)}–{formatNumber(work.estimateHigh)}
                </dd>
                <dt>{live.price === null ? t('auction.startPrice') : t('auction.currentPrice')}</dt>
                <dd className="auction-price">₩{formatNumber(live.price ?? work.startPrice)}</dd>
                <dt>{t('auction.history')}</dt>
                <dd>
                  {live.bidCount === 0
                    ? t('auction.noBids')
                    : t('auction.bidCount', { count: live.bidCount })}
                  {live.leaderPaddle !== null && ` · ${t('auction.paddle', { paddle: live.leaderPaddle })}`}
                </dd>
                <dt>{t('auction.timeLeft')}</dt>
                <dd className="auction-left">
                  {left === null || left === 0 ? t('auction.closed') : formatLeft(left)}
                </dd>
                <dt>{t('auction.closesAt')}</dt>
                <dd>{formatDateTime(live.closesAt)} KST</dd>
              </dl>
              {live.reserve !== 'NONE' && (
                <p className={`auction-reserve is-${live.reserve.toLowerCase()}`}>
                  {live.reserve === 'MET' ? t('auction.reserveMet') : t('auction.reserveNotMet')}
                </p>
              )}
            </section>
            <BidBox work={work} live={live} onLive={setLive} />
            <section className="auction-details">
              <h3>{t('auction.details')}</h3>
              <dl>
                <dt>{t('auction.year')}</dt>
                <dd>{work.year}</dd>
                <dt>{t('auction.material')}</dt>
                <dd lang={contentLang(work.material, locale, work.lang.material)}>{work.material}</dd>
                <dt>{t('auction.size')}</dt>
                <dd>{work.size}</dd>
                {work.edition && (
                  <>
                    <dt>{t('auction.edition')}</dt>
                    <dd>{work.edition}</dd>
                  </>
                )}
              </dl>
              <h3>{t('auction.condition')}</h3>
              <p lang={contentLang(work.conditionReport, locale, work.lang.conditionReport)}>
                {work.conditionReport}
              </p>
            </section>
            <section className="auction-history">
              <h3>{t('auction.history')}</h3>
              {history.data?.bids.length ? (
                <ol>
                  {history.data.bids.map((b) => (
                    <li key={b.seq}>
                      <span>{t('auction.paddle', { paddle: b.paddle })}</span>
                      <span>₩{formatNumber(b.price)}</span>
                      <span>{b.leading ? t('auction.leading') : t('auction.autoOutbid')}</span>
                      <time dateTime={b.createdAt}>
                        {new Date(b.createdAt).toLocaleTimeString(locale === 'cn' ? 'zh-CN' : locale, {
                          timeZone: 'Asia/Seoul',
                        })}
                      </time>
                    </li>
                  ))}
                </ol>
              ) : (
                <p>{t('auction.noBids')}</p>
              )}
            </section>
            <Link to={`/auction/programs/${work.programId}`} className="btn">
              {t('auction.back')}
            </Link>
          </div>
        </article>
      )}
    </CenterPage>
  );
}

/** The bid form: a maximum at or over the next minimum, for a member whose registration is approved. */
function BidBox({ work, live, onLive }: { work: Work; live: Live; onLive: (lot: Live) => void }) {
  const { t } = useAuctionI18n();
  const api = useApi();
  const loggedIn = useLoggedIn();
  const [registration, setRegistration] = useState<MyRegistration | null | undefined>(undefined);
  const [max, setMax] = useState('');
  // a notice is about the lot as the bid left it: a new leader since makes it stale
  const [notice, setNotice] = useState<{ text: string; leader: number | null }>({ text: '', leader: null });
  // whether the member has bid on this lot: then the live leader's paddle says if they lead or were outbid
  const [hasBid, setHasBid] = useState(false);

  useEffect(() => {
    if (!loggedIn) return;
    api
      .get<{ registration: MyRegistration | null }>(`/api/v1/auction/programs/${work.programId}/registration`)
      .then((r) => r.ok && setRegistration(r.data.registration))
      .catch(() => setRegistration(null));
    api
      .get<{ bids: { work: { _id: string } }[] }>('/api/v1/me/bids')
      .then((r) => r.ok && setHasBid(r.data.bids.some((b) => b.work._id === work._id)))
      .catch(() => undefined);
  }, [api, loggedIn, work.programId, work._id]);

  if (live.state !== 'OPEN' && live.state !== 'CLOSING_SOON') return null;
  if (!loggedIn)
    return (
      <p className="auction-bidbox">
        <Link to="/login">{t('auction.loginToBid')}</Link>
      </p>
    );
  if (registration === undefined) return null;
  if (registration === null) return <RegisterBox programId={work.programId} onRegistered={setRegistration} />;
  if (registration.status !== 'APPROVED') return <p className="auction-bidbox">{t('auction.pending')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await api.post<{ bid: { leading: boolean }; lot: Live }>(
      `/api/v1/auction/works/${work._id}/bids`,
      { max: parseWon(max) },
    );
    if (answer.ok) {
      onLive(answer.data.lot);
      setHasBid(true);
      setNotice({
        text: answer.data.bid.leading ? t('auction.bidPlaced') : t('auction.bidOutbid'),
        leader: answer.data.lot.leaderPaddle,
      });
    } else setNotice({ text: answer.data.message, leader: live.leaderPaddle });
  };
  return (
    <form className="auction-bidbox" onSubmit={(e) => void submit(e)}>
      <p>{t('auction.yourPaddle', { paddle: registration.paddle })}</p>
      {hasBid && live.leaderPaddle !== null && (
        <p
          className="auction-standing"
          data-standing={live.leaderPaddle === registration.paddle ? 'leading' : 'outbid'}
          role="status"
        >
          {live.leaderPaddle === registration.paddle ? t('auction.myLeading') : t('auction.myOutbid')}
        </p>
      )}
      <label>
        {t('auction.yourMax')}
        <input inputMode="numeric" value={max} onChange={(e) => setMax(e.target.value)} required />
      </label>
      <p className="auction-hint">{t('auction.minimum', { amount: formatNumber(live.nextMinimum) })}</p>
      <button type="submit" className="btn btn-primary">
        {t('auction.bid')}
      </button>
      <p className="auction-hint">{t('auction.proxyHint')}</p>
      {notice.text && notice.leader === live.leaderPaddle && <p role="status">{notice.text}</p>}
    </form>
  );
}
