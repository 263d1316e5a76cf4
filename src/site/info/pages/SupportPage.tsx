import { Link } from 'react-router-dom';
import { formatPhone } from '#domain/format.ts';
import { useSetting } from '../../ui/useSetting.ts';
import { SUPPORT_PROGRAMMES } from '../data.ts';
import { useInfo } from '../i18n.ts';
import { FeatureIcon } from '../icons.tsx';
import { InfoPage, MoreLink, Section } from '../InfoPage.tsx';

const ICON = { deposit: 'deposit', rent: 'rent', loan: 'loan', guarantee: 'guarantee' } as const;

/** /subscription/support: the housing support programmes tenants can use, described generically. */
export function SupportPage() {
  const { t, ti } = useInfo();
  const setting = useSetting();
  return (
    <InfoPage
      title="nav.subscription.support"
      description={ti('info.meta.support')}
      lead={ti('info.support.lead')}
    >
      <div className="support-list">
        {SUPPORT_PROGRAMMES.map((p) => (
          <section key={p} className="info-card support-card" aria-labelledby={`support-${p}`}>
            <div className="support-head">
              <FeatureIcon name={ICON[p]} />
              <h2 id={`support-${p}`} className="info-h3">
                {ti(`info.support.${p}.title`)}
              </h2>
            </div>
            <dl className="support-facts">
              <div>
                <dt>{ti('info.support.target')}</dt>
                <dd>{ti(`info.support.${p}.target`)}</dd>
              </div>
              <div>
                <dt>{ti('info.support.content')}</dt>
                <dd>{ti(`info.support.${p}.content`)}</dd>
              </div>
              <div>
                <dt>{ti('info.support.how')}</dt>
                <dd>{ti(`info.support.${p}.how`)}</dd>
              </div>
            </dl>
          </section>
        ))}
      </div>
      <p className="notice-box">{ti('info.support.note')}</p>
      <Section id="support-ask" title={ti('info.support.ask')}>
        <p className="section-text">{ti('info.support.askBody')}</p>
        <p className="more-links">
          <Link to="/center/inquiry" className="btn btn-outline">
            {t('nav.center.inquiry')}
          </Link>
          {setting?.phone && (
            <a href={`tel:${setting.phone.replace(/\D/g, '')}`} className="btn btn-outline">
              {t('contact.phone')} {formatPhone(setting.phone)}
            </a>
          )}
          <MoreLink to="/center/notice">{ti('info.common.seeNotice')}</MoreLink>
        </p>
      </Section>
    </InfoPage>
  );
}

export default SupportPage;
