import { useI18n, usePageTitle } from '../i18n.tsx';
import { ApplicationStatus } from './ApplicationStatus.tsx';
import { ContactBlock } from './ContactBlock.tsx';
import { Eligibility } from './Eligibility.tsx';
import { Features } from './Features.tsx';
import { HeroSlider } from './HeroSlider.tsx';
import './home.css';

/** `/`: slider, application window, eligibility, premium features, contact (docs/spec.md § 2). */
export function HomePage() {
  const { t } = useI18n();
  usePageTitle(t('home.docTitle'), true);
  return (
    <>
      <h1 className="visually-hidden">{t('site.name')}</h1>
      <HeroSlider />
      <ApplicationStatus />
      <Eligibility />
      <Features />
      <ContactBlock />
    </>
  );
}
