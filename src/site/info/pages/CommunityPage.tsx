import { formatArea } from '#domain/format.ts';
import {
  FACILITIES,
  LAUNDRY_MACHINES,
  MEETING_ROOMS,
  PARCEL_LOCKERS,
  PARKING,
  STUDY_SEATS,
  type FacilityId,
} from '../data.ts';
import { DataTable } from '../DataTable.tsx';
import { BuildingSection } from '../diagrams/BuildingSection.tsx';
import { FACT_VARS } from '../facts.ts';
import { useInfo } from '../i18n.ts';
import { Figure, InfoPage, Section } from '../InfoPage.tsx';

const FLOOR_ORDER = ['RF', '24F', '3F', '2F', '1F', 'B1'];

/** Numbers quoted in the facility descriptions. */
const FACILITY_VARS: Partial<Record<FacilityId, Record<string, number>>> = {
  parcel: { n: PARCEL_LOCKERS },
  study: { seats: STUDY_SEATS, rooms: MEETING_ROOMS },
  laundry: { n: LAUNDRY_MACHINES },
  bicycle: { n: PARKING.bicycles },
};

/** /complex/community: the residents' facilities floor by floor, with hours and booking rules. */
export function CommunityPage() {
  const { ti } = useInfo();
  const hours = (h: string) => (h === '00:00–24:00' ? ti('info.community.hours24') : h);
  const byFloor = FLOOR_ORDER.map((floor) => ({ floor, items: FACILITIES.filter((f) => f.floor === floor) }));
  return (
    <InfoPage
      title="nav.complex.community"
      description={ti('info.meta.community')}
      lead={ti('info.community.lead')}
    >
      <Section id="community-floors" title={ti('info.community.byFloor')}>
        <div className="community-layout">
          <Figure label={ti('info.section.title', FACT_VARS)} minWidth={560} className="is-section">
            <BuildingSection highlight={['roof', 'sky', 'community3', 'community2', 'lobby', 'parkingB1']} />
          </Figure>
          <ol className="floor-groups">
            {byFloor.map(({ floor, items }) => (
              <li key={floor}>
                <h3 className="floor-badge">{floor}</h3>
                <ul className="facility-list">
                  {items.map((f) => (
                    <li key={f.id} className="facility">
                      <h4>{ti(`info.facility.${f.id}.name`)}</h4>
                      <p>{ti(`info.facility.${f.id}.body`, FACILITY_VARS[f.id])}</p>
                      <p className="facility-meta">
                        {hours(f.hours)} ·{' '}
                        {f.booking ? ti('info.community.booking.yes') : ti('info.community.booking.no')}
                      </p>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      </Section>
      <Section id="community-table" title={ti('info.community.table.heading')}>
        <DataTable
          caption={ti('info.community.table.caption')}
          minWidth={560}
          columns={[
            { label: ti('info.community.col.facility') },
            { label: ti('info.community.col.floor') },
            { label: ti('info.community.col.area'), numeric: true },
            { label: ti('info.community.col.hours') },
            { label: ti('info.community.col.booking') },
          ]}
          rows={FACILITIES.map((f) => [
            ti(`info.facility.${f.id}.name`),
            f.floor,
            ti('info.common.m2', { n: formatArea(f.areaM2) }),
            hours(f.hours),
            f.booking ? ti('info.community.booking.yes') : ti('info.community.booking.no'),
          ])}
        />
        <p className="fine-print">{ti('info.community.note')}</p>
      </Section>
    </InfoPage>
  );
}

export default CommunityPage;
