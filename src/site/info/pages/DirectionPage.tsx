import type { ReactNode } from 'react';
import { formatPhone } from '#domain/format.ts';
import { useSetting } from '../../ui/useSetting.ts';
import { BUS_STOP } from '../data.ts';
import { KeyValueTable } from '../DataTable.tsx';
import { LocationMap, MapLegend, MapLink, MAP_FOCUS_X } from '../diagrams/LocationMap.tsx';
import { FACT_VARS } from '../facts.ts';
import { useInfo } from '../i18n.ts';
import { FeatureIcon } from '../icons.tsx';
import { Figure, InfoPage, Section } from '../InfoPage.tsx';

/**
 * /business/direction: the address, the show unit, how to come by metro, bus and car. The landlord's
 * office address and phone, the complex's address and stations come from the site settings, the same
 * values the footer shows.
 */
export function DirectionPage() {
  const { ti } = useInfo();
  const setting = useSetting();
  const complex = setting?.complex;
  const phone = complex?.officePhone || setting?.phone;
  const rows: [string, ReactNode][] = [
    [ti('info.direction.address.complex'), ti('info.common.address')],
    [ti('info.direction.address.gallery'), ti('info.direction.address.galleryValue')],
    [ti('info.direction.address.hours'), ti('info.direction.address.hoursValue')],
  ];
  if (phone) {
    rows.push([
      ti('info.direction.address.phone'),
      <a href={`tel:${phone.replace(/\D/g, '')}`}>{formatPhone(phone)}</a>,
    ]);
  }
  if (complex?.officeHours) rows.push([ti('info.direction.address.officeHours'), complex.officeHours]);
  if (setting?.address)
    rows.push([ti('info.direction.address.office'), `${setting.companyName} · ${setting.address}`]);

  return (
    <InfoPage
      title="nav.business.direction"
      description={ti('info.meta.direction')}
      lead={ti('info.direction.lead', FACT_VARS)}
    >
      <Section id="direction-address" title={ti('info.direction.address.heading')}>
        <KeyValueTable caption={ti('info.direction.address.heading')} rows={rows} captionHidden />
      </Section>
      <Section id="direction-map" title={ti('info.direction.map.heading')}>
        <Figure
          label={ti('info.map.title')}
          minWidth={820}
          focusX={MAP_FOCUS_X}
          caption={<MapLegend categories={[]} />}
        >
          <LocationMap categories={[]} />
        </Figure>
        {complex && <MapLink lat={complex.lat} lng={complex.lng} />}
      </Section>
      <div className="card-grid is-3 route-cards">
        <section className="info-card" aria-labelledby="route-subway">
          <FeatureIcon name="transit" />
          <h2 id="route-subway" className="info-h3">
            {ti('info.direction.subway.heading')}
          </h2>
          <ul className="route-list">
            <li>{ti('info.direction.subway.a')}</li>
            {(complex?.stations.length ?? 0) > 1 && <li>{ti('info.direction.subway.b')}</li>}
          </ul>
        </section>
        <section className="info-card" aria-labelledby="route-bus">
          <FeatureIcon name="mobility" />
          <h2 id="route-bus" className="info-h3">
            {ti('info.direction.bus.heading')}
          </h2>
          <p>{ti('info.direction.bus.body', { m: BUS_STOP.meters, walk: BUS_STOP.walkMin })}</p>
        </section>
        <section className="info-card" aria-labelledby="route-car">
          <FeatureIcon name="car" />
          <h2 id="route-car" className="info-h3">
            {ti('info.direction.car.heading')}
          </h2>
          <p>{ti('info.direction.car.body')}</p>
          <p className="fine-print">{ti('info.direction.car.parking')}</p>
        </section>
      </div>
    </InfoPage>
  );
}

export default DirectionPage;
