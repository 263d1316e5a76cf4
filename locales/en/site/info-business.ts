import type { koBusiness } from '../../ko/site/info-business.ts';

/** English texts of the business info pages (keys and placeholders: locales/ko/site/info-business.ts). */
export const enBusiness: Record<keyof typeof koBusiness, string> = {
  // Overview
  'info.overview.lead':
    'Home is {walk} minutes from the train. {complex} builds and runs {units} rental homes for young adults and newlyweds right by a station where two metro lines meet.',
  'info.overview.figures': 'The complex in numbers',
  'info.overview.fig.units': 'Homes',
  'info.overview.fig.scale': 'Building',
  'info.overview.fig.scaleValue': '{basement} basement + {floors} floors',
  'info.overview.fig.station': 'To {station}',
  'info.overview.fig.types': 'Unit types',
  'info.overview.fig.typesValue': '{n} types',
  'info.overview.about.heading': 'What is Youth Safe Housing?',
  'info.overview.about.p1':
    'Youth Safe Housing (청년안심주택) is publicly supported private rental housing next to metro stations, where young adults and newlyweds can live for years at rents below the local market.',
  'info.overview.about.p2':
    'The public sector sets who may apply and how high rents may be; a private landlord builds and runs the building. Deposits are protected by a guarantee insurance, and tenants who stay eligible renew every {renew} years for up to {youth} years (youth type) or {married} years (newlywed type; {child} years with children).',
  'info.overview.table.caption': 'Project overview',
  'info.overview.row.name': 'Project',
  'info.overview.row.address': 'Location',
  'info.overview.row.kind': 'Project type',
  'info.overview.row.kindValue': 'Publicly supported private rental housing (Youth Safe Housing)',
  'info.overview.row.land': 'Site area',
  'info.overview.row.building': 'Building footprint',
  'info.overview.row.totalFloor': 'Gross floor area',
  'info.overview.row.totalFloorValue': '{total} m² (above ground {above} m² · below ground {below} m²)',
  'info.overview.row.coverage': 'Building coverage ratio',
  'info.overview.row.far': 'Floor area ratio',
  'info.overview.row.scale': 'Building',
  'info.overview.row.scaleValue': '{basement} basement floors, {floors} floors above ground, 1 tower',
  'info.overview.row.units': 'Homes',
  'info.overview.row.unitsValue': '{units} homes (youth type {youth} · newlywed type {married})',
  'info.overview.row.parking': 'Parking',
  'info.overview.row.parkingValue':
    '{total} spaces (incl. {accessible} accessible, {ev} EV charging, {share} car-sharing)',
  'info.overview.row.elevators': 'Elevators',
  'info.overview.row.elevatorsValue': '{n} (incl. 1 emergency elevator)',
  'info.overview.row.operator': 'Landlord',
  'info.overview.section.heading': 'Inside the building',
  'info.overview.section.lead':
    'Parking below ground, the lobby and community spaces on floors 1–3, homes from floor {from} to {to}, and a sky lounge and garden on floor 24 and the roof.',
  'info.overview.more.floor': 'See the floor guide',
  'info.overview.more.supply': 'See the supply',

  // Location
  'info.environment.lead':
    'Commute from the station, spend weekends by the stream. Clinics, a market and parks are all within a 10-minute walk of the transfer station.',
  'info.environment.map.heading': 'The location at a glance',
  'info.environment.points.heading': 'Why here',
  'info.environment.point.transit.title': 'A two-line transfer station',
  'info.environment.point.transit.body':
    '{station}, where the {lineA} and the {lineB} meet, is right in front of the complex: one stop to Pangyo, and Gangnam without changing trains.',
  'info.environment.point.work.title': 'Close to the business districts',
  'info.environment.point.work.body':
    'Pangyo Techno Valley and the Gangnam–Teheran-ro business district are both within 40 minutes by metro, so a new job rarely means a new home.',
  'info.environment.point.life.title': 'Daily life on foot',
  'info.environment.point.life.body':
    'Clinics and pharmacies by the station, a traditional market, a supermarket and the community service centre are all within a 10-minute walk.',
  'info.environment.point.nature.title': 'Stream and parks',
  'info.environment.point.nature.body':
    'The Tancheon Stream walking and cycling path south of the complex is 4 minutes away on foot, a neighbourhood park 7 minutes.',
  'info.environment.exits.caption': 'Distance by station exit',
  'info.environment.exits.line': 'Line',
  'info.environment.exits.exit': 'Nearest exit',
  'info.environment.exits.walk': 'Walk',
  'info.environment.commute.caption': 'From {station} to the business districts (time on the train)',
  'info.environment.commute.to': 'Destination',
  'info.environment.commute.line': 'Line',
  'info.environment.commute.time': 'Time',
  'info.environment.commute.stops': 'Stops',
  'info.environment.commute.note':
    'Approximate time on the train; transfers and service intervals can make the trip longer.',
  'info.commute.pangyo': 'Pangyo (Pangyo Techno Valley)',
  'info.commute.gangnam': 'Gangnam',
  'info.commute.suseo': 'Suseo (SRT high-speed rail)',
  'info.commute.seolleung': 'Seolleung (Teheran-ro business district)',
  'info.environment.more': 'More about the neighbourhood',

  // Features
  'info.feature.lead':
    'A short commute, light moving boxes and a safe deposit. We started with what a first home of your own or a newlywed home needs.',
  'info.feature.station.title': 'Two metro lines',
  'info.feature.station.body':
    'Exit {exitA} of the Shinbundang Line is {walkA} minutes away on foot, exit {exitB} of the Suin–Bundang Line {walkB} minutes. The bus stop is at the main gate.',
  'info.feature.rent.title': 'Rent below the market',
  'info.feature.rent.body':
    'Rents are set below local market rents, and part of the deposit can be converted into monthly rent or back within a set range. Amounts per unit type are in the recruitment notice.',
  'info.feature.builtin.title': 'Fully furnished appliances',
  'info.feature.builtin.body':
    'Every home comes with a refrigerator, front-loading washer, induction hob, system air conditioning and built-in wardrobe, so there is less to move in.',
  'info.feature.community.title': 'Residents’ community',
  'info.feature.community.body':
    'A lounge and shared kitchen (2F), gym and study rooms (3F), a sky lounge (24F) and a rooftop garden: {n} facilities shared by residents.',
  'info.feature.safety.title': 'Round-the-clock security',
  'info.feature.safety.body':
    'CCTV at the entrances, elevators and car park, key-card access, a security room staffed 24 hours and {lockers} parcel lockers: safe even when you live alone.',
  'info.feature.deposit.title': 'Protected deposit',
  'info.feature.deposit.body':
    'The landlord insures the rental deposit with a return guarantee, and eligible tenants can stay up to {married} years ({child} years for newlyweds with children).',
  'info.feature.mobility.title': 'Bikes and car sharing',
  'info.feature.mobility.body':
    'A bicycle store for {bikes} bikes on B1, {ev} EV charging spaces and {share} car-sharing cars make getting around easy without a car of your own.',
  'info.feature.energy.title': 'Designed for low bills',
  'info.feature.energy.body':
    'Well-insulated windows, LED lighting in every home and rooftop solar panels cut the shared electricity bill and keep maintenance fees down.',
  'info.feature.compare.caption': 'What comes with each unit type',
  'info.feature.compare.item': 'Item',

  // Directions
  'info.direction.lead':
    '{walk} minutes on foot from {station}. The show unit is in the gallery on the ground floor of the complex; visits are by appointment.',
  'info.direction.address.heading': 'Address and contact',
  'info.direction.address.complex': 'Complex address',
  'info.direction.address.gallery': 'Show unit (gallery)',
  'info.direction.address.galleryValue':
    'Ground-floor gallery of the complex (in front of {station} exit {exitA})',
  'info.direction.address.hours': 'Visiting hours',
  'info.direction.address.hoursValue': '10:00–17:00, closed on Mondays · by appointment',
  'info.direction.address.phone': 'Appointments and enquiries',
  'info.direction.address.office': 'Landlord’s office',
  'info.direction.address.officeHours': 'Management office hours',
  'info.direction.subway.heading': 'By metro',
  'info.direction.subway.a':
    'Leave {station} ({lineA}) by exit {exitA} and walk east along Jeongjayeok-ro for 150 m: the main gate is on your left ({walkA} minutes).',
  'info.direction.subway.b':
    'Leave {station} ({lineB}) by exit {exitB}, walk east along Jeongjayeok-ro for 300 m and cross at the crossing to the main gate ({walkB} minutes).',
  'info.direction.bus.heading': 'By bus',
  'info.direction.bus.body':
    'Get off at the “{station} · Youth Safe Housing” stop, {m} m ({walk} minute) from the main gate. Trunk, express and village buses stop there.',
  'info.direction.car.heading': 'By car',
  'info.direction.car.body':
    'Enter “{complex}” or the address into your navigation. The car entrance is on Jeongjayeok-ro 50beon-gil on the east side of the complex.',
  'info.direction.car.parking':
    'Visitors to the show unit may park for up to 2 hours in the visitor area on B1. Spaces are few, so please come by public transport if you can.',
  'info.direction.map.heading': 'Location map',

  // Supply
  'info.supply.lead':
    'Of the {units} homes, {youth} are youth-type homes (25A, 25B) and {married} newlywed-type homes (52A, 52B); {pct}% of each unit type is special supply, the rest general supply.',
  'info.supply.table.caption': 'Homes by unit type and supply type (round 1 recruitment notice)',
  'info.supply.col.type': 'Type',
  'info.supply.col.target': 'For',
  'info.supply.col.area': 'Exclusive area',
  'info.supply.chart.title': 'Bar chart of homes by unit type',
  'info.supply.chart.desc': 'Special and general supply per unit type: {list}.',
  'info.supply.chart.row': 'type {code}: {special} special supply, {general} general supply',
  'info.supply.note':
    'Figures follow the round 1 recruitment notice. Later rounds (remaining homes, waiting-list recruitment) follow their own notice.',
  'info.supply.types.heading': 'Special and general supply',
  'info.supply.special.body':
    'Offered first to young adults and newlyweds who meet the income and asset limits, at a lower rent than general supply.',
  'info.supply.general.body':
    'Open to anyone who meets the age, no-home and car requirements, with a more generous income limit than special supply.',
  'info.supply.rent.heading': 'Rent',
  'info.supply.rent.body':
    'Deposits and monthly rents are set per supply type and unit type from local market rents and published in each round’s recruitment notice. Deposit and monthly rent can be converted into each other within a set range.',
  'info.supply.rent.stay':
    'Leases are renewed every {renew} years; youth-type tenants can stay up to {youth} years, newlywed-type tenants up to {married} years ({child} years with children).',
  'info.supply.more.unit': 'See the unit plans',
  'info.supply.more.condition': 'Check eligibility',
  'info.environment.transit.heading': 'Getting around',
  'info.feature.list.heading': '{n} reasons to live here',
  'info.supply.table.heading': 'Homes by unit type',
};
