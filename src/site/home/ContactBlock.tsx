import { Link } from 'react-router-dom';
import { formatPhone } from '#domain/format.ts';
import { useI18n } from '../i18n.tsx';
import { useSetting } from '../ui/useSetting.ts';
import { ArrowRightIcon, PhoneIcon } from '../ui/icons.tsx';

/** The closing call to action of the home: apply, register interest, or call. */
export function ContactBlock() {
  const { t } = useI18n();
  const setting = useSetting();
  return (
    <section className="home-contact" aria-labelledby="contact-title">
      <div className="container contact-inner">
        <div className="contact-text">
          <h2 id="contact-title">{t('contact.heading')}</h2>
          <p>{t('contact.body')}</p>
          {setting?.phone && (
            <p className="contact-phone">
              <PhoneIcon width={22} height={22} />
              <span>{t('contact.phone')}</span>
              <a href={`tel:${setting.phone.replace(/\D/g, '')}`}>{formatPhone(setting.phone)}</a>
            </p>
          )}
        </div>
        <div className="contact-actions">
          <Link to="/form/application" className="btn btn-accent btn-lg">
            {t('contact.apply')}
            <ArrowRightIcon width={20} height={20} />
          </Link>
          <Link to="/form/registration" className="btn btn-ghost btn-lg">
            {t('contact.register')}
          </Link>
          <Link to="/center/faqs" className="contact-faq">
            {t('contact.faq')}
          </Link>
        </div>
      </div>
    </section>
  );
}
