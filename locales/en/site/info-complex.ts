import type { koComplex } from '../../ko/site/info-complex.ts';

/** English texts of the complex info pages (keys and placeholders: locales/ko/site/info-complex.ts). */
export const enComplex: Record<keyof typeof koComplex, string> = {
  // Community
  'info.community.lead':
    'Places to work, cook, train and unwind are spread through the building. Residents use all community facilities at no extra cost (except the laundry room).',
  'info.community.byFloor': 'Community by floor',
  'info.community.table.caption': 'Community facilities and opening hours',
  'info.community.col.facility': 'Facility',
  'info.community.col.floor': 'Floor',
  'info.community.col.area': 'Area',
  'info.community.col.hours': 'Hours',
  'info.community.col.booking': 'Booking',
  'info.community.booking.yes': 'Booking required',
  'info.community.booking.no': 'Walk in',
  'info.community.hours24': '24 hours',
  'info.community.note':
    'Community facilities open when residents move in. Bookings are taken in the residents’ app or at the leasing office; hours may change with operations.',
  'info.facility.lounge.name': 'Residents’ lounge',
  'info.facility.lounge.body':
    'Sofas, desks and a shared printer, for working from home and meeting the neighbours.',
  'info.facility.kitchen.name': 'Shared kitchen',
  'info.facility.kitchen.body':
    'A large cooking island, ovens and two tables for eight. Book it in 2-hour slots for housewarmings and get-togethers.',
  'info.facility.parcel.name': 'Parcel room',
  'info.facility.parcel.body':
    '{n} parcel lockers and shelves for large parcels. You get a text message when a parcel arrives.',
  'info.facility.fitness.name': 'Fitness centre',
  'info.facility.fitness.body':
    'Treadmills, bikes, weights and a group-exercise room for yoga and stretching.',
  'info.facility.study.name': 'Study rooms',
  'info.facility.study.body':
    '{seats} individual desks and {rooms} meeting rooms for four. Meeting rooms are booked in advance.',
  'info.facility.laundry.name': 'Laundry room',
  'info.facility.laundry.body': '{n} large washers and {n} dryers for bedding. Pay by card.',
  'info.facility.skyLounge.name': 'Sky lounge',
  'info.facility.skyLounge.body':
    'A lounge with a view on the 24th floor, and a party room that is booked in advance.',
  'info.facility.rooftop.name': 'Rooftop garden',
  'info.facility.rooftop.body':
    'A roof garden with an outdoor deck and residents’ vegetable beds. In winter (December–February) only the deck is open.',
  'info.facility.bicycle.name': 'Bicycle store',
  'info.facility.bicycle.body': 'Room for {n} bicycles, with a pump and basic repair tools.',
  'info.facility.office.name': 'Leasing office',
  'info.facility.office.body':
    'Next to the ground-floor lobby: leases, moving in, repairs and everyday requests. Open on weekdays.',

  // Site plan
  'info.layout.lead':
    'One south-facing slab tower on a podium of floors 1–3. Pedestrians enter from Jeongjayeok-ro to the south, cars from Jeongjayeok-ro 50beon-gil to the east, so the two never cross.',
  'info.layout.plan.title': 'Site plan',
  'info.layout.plan.desc':
    'The site borders Jeongjayeok-ro to the south, Jeongjayeok-ro 50beon-gil to the east and a side street to the north. The public open space and {station} exit {exitA} are at the south-west corner; the numbered features are also listed below the plan.',
  'info.layout.tower': 'Tower ({floors} floors)',
  'info.layout.podium': 'Podium (1F–3F)',
  'info.layout.northRoad': 'Side street (8 m)',
  'info.layout.legend': 'Site plan legend',
  'info.layout.item.1': 'Main pedestrian entrance (south, Jeongjayeok-ro)',
  'info.layout.item.2': 'Car entrance · ramp to the car park (east)',
  'info.layout.item.3': 'Public open space · pocket park with benches',
  'info.layout.item.4': 'Shops (convenience store, café)',
  'info.layout.item.5': 'Main lobby · leasing office · show-unit gallery',
  'info.layout.item.6': 'Bicycle ramp',
  'info.layout.item.7': 'Recycling area',
  'info.layout.item.8': 'Drop-off bay for parcels and removals',
  'info.layout.item.9': 'Footpath to the Tancheon Stream trail',
  'info.layout.item.10': '{station} exit {exitA} ({lineA})',
  'info.layout.table.caption': 'Site layout',
  'info.layout.row.orientation': 'Orientation',
  'info.layout.row.orientationValue': 'One south-facing slab tower',
  'info.layout.row.entrances': 'Entrances',
  'info.layout.row.entrancesValue':
    'Main pedestrian entrance (south), side entrance (north), car entrance (east)',
  'info.layout.row.landscape': 'Landscaped area',
  'info.layout.row.landscapeValue': '{m2} m² ({pct}% of the site)',
  'info.layout.row.openSpace': 'Public open space',
  'info.layout.row.openSpaceValue': '{m2} m², a pocket park open to everyone',

  // Floor guide
  'info.floor.lead':
    'From B{basement} to the {floors}th floor: parking and plant below ground, the lobby and community spaces low down, homes and views above.',
  'info.floor.section.heading': 'Floor by floor',
  'info.floor.table.caption': 'Use and main facilities of each floor',
  'info.floor.col.floor': 'Floor',
  'info.floor.col.use': 'Use',
  'info.floor.col.detail': 'Main facilities',
  'info.floor.roof.detail': 'Roof garden, outdoor deck, residents’ vegetable beds, solar panels',
  'info.floor.sky.detail': 'Sky lounge, party room (booking), access to the roof garden',
  'info.floor.residential.detail':
    '{n} homes per floor (25A {a} · 25B {b} · 52A {c} · 52B {d}), 2 cores · {ev} elevators',
  'info.floor.community3.detail':
    'Fitness centre, group-exercise room, study rooms, meeting rooms, laundry room',
  'info.floor.community2.detail': 'Residents’ lounge, shared kitchen, parcel room',
  'info.floor.lobby.detail': 'Main lobby, leasing office, show-unit gallery, convenience store and café',
  'info.floor.parkingB1.detail':
    '{n} parking spaces, bicycle store for {bikes}, security room (24 h), visitor parking',
  'info.floor.parking.detail': '{n} parking spaces per floor, EV charging area',
  'info.floor.parkingB5.detail': '{n} parking spaces, plant room, electrical room, water tank',
  'info.floor.plan.heading': 'Typical floor ({from}F–{to}F)',
  'info.floor.plan.lead':
    'Floors {from} to {to} share the same plan. The sunny south side holds types 25A and 52A; the north side types 25B and the corner type 52B.',
  'info.floor.plan.caption': 'Homes per floor',

  // Unit plans
  'info.unit.lead':
    'Two studios for young adults living alone and two two-bedroom homes for newlyweds. Every home comes with built-in appliances and storage.',
  'info.unit.tabs': 'Choose a unit type',
  'info.unit.target': 'For',
  'info.unit.layout': 'Layout',
  'info.unit.exclusive': 'Exclusive area',
  'info.unit.common': 'Shared residential area',
  'info.unit.supplyArea': 'Supply area',
  'info.unit.count': 'Homes',
  'info.unit.countValue': '{n} homes ({perFloor} per floor)',
  'info.unit.size': 'Inner dimensions',
  'info.unit.sizeValue': '{w} mm wide × {d} mm deep',
  'info.unit.options': 'Built-in options',
  'info.unit.table.caption': 'Unit types compared',
  'info.unit.note':
    'Plans are for guidance and may differ from the finished homes. Built-in appliances are provided by the landlord; models may change to equal or better ones.',

  // Neighbourhood
  'info.neighborhood.lead':
    'Groceries, doctors, walks and the library are mostly within a 10-minute walk. Universities and the university hospital are within 20 minutes by metro or bus.',
  'info.neighborhood.map.heading': 'Neighbourhood map',
  'info.neighborhood.list.heading': 'How far is it?',
  'info.neighborhood.table.caption': 'Places nearby and the distance from the complex',
  'info.neighborhood.col.no': 'No.',
  'info.neighborhood.col.place': 'Place',
  'info.neighborhood.col.category': 'Category',
  'info.neighborhood.col.time': 'Time',
  'info.neighborhood.col.distance': 'Distance',
  'info.neighborhood.filter': 'Show on the map',
  'info.neighborhood.note': 'Times are approximate, measured from the main gate.',
  'info.community.table.heading': 'Opening hours and booking',
};
