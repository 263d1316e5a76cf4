import type { InfoCatalog, InfoCommonCatalog } from '../../ko/site/info.ts';
import { enBusiness } from './info-business.ts';
import { enComplex } from './info-complex.ts';
import { enSubscription } from './info-subscription.ts';

/** English texts of the info pages (keys and placeholders: locales/ko/site/info.ts). */
const common: InfoCommonCatalog = {
  'info.meta.overview':
    '{complex}: {units} rental homes for young adults and newlyweds in one tower of {basement} basement and {floors} upper floors — location, size and how the project works.',
  'info.meta.environment':
    '{walk} minutes on foot to a Shinbundang and Suin–Bundang line transfer station: commute times, station exits and the neighbourhood on a map.',
  'info.meta.feature':
    'Two metro lines, rent below the market, built-in appliances, community spaces and security: what makes these {units} homes stand out.',
  'info.meta.direction':
    'How to get to Youth Safe Housing: walking routes from each station exit, buses, driving, show-unit hours and contact.',
  'info.meta.supply':
    'Homes by unit type and supply type: {youth} youth-type, {married} newlywed-type, {special} special supply and {general} general supply.',
  'info.meta.community':
    'Lounge, shared kitchen, gym, study rooms, sky lounge and rooftop garden: residents’ facilities floor by floor, with opening hours.',
  'info.meta.layout':
    'Site plan: pedestrian and car entrances, public open space, shops, bicycle store and the station exit on one drawing.',
  'info.meta.floor':
    'What is on each floor from B{basement} to {floors}F, and how the homes are arranged on the typical floor ({from}F–{to}F).',
  'info.meta.unit':
    'Compare the four unit plans 25A, 25B, 52A and 52B: exclusive and supply areas, rooms and built-in options.',
  'info.meta.neighborhood':
    'Parks, hospitals, markets and public services within a 10-minute walk, and the nearest universities: neighbourhood map and distances.',
  'info.meta.condition':
    'Eligibility: aged {min}–{max} without a home; singles apply for the youth type, couples married within {years} years or engaged for the newlywed type; car up to KRW {amount}.',
  'info.meta.recruitment':
    'From the recruitment notice to application, document review, winners, lease and moving in: the process and the dates of each round.',
  'info.meta.document':
    'Checklist of documents for the youth and newlywed types, where to get them, issue-date rules and file formats ({exts}, up to {mb} MB).',
  'info.meta.support':
    'Youth Safe Housing deposit support, youth rent support, deposit loans and deposit guarantee insurance.',

  'info.common.perNotice': 'The recruitment notice of each round prevails for detailed criteria and dates.',
  'info.common.notToScale': 'Schematic drawing for guidance; not to scale and may differ from the building.',
  'info.common.scrollHint': 'On a narrow screen, swipe the drawing sideways to see all of it.',
  'info.common.units': '{n} homes',
  'info.common.m2': '{n} m²',
  'info.common.pyeong': 'about {n} pyeong',
  'info.common.percent': '{n}%',
  'info.common.walk': '{n} min walk',
  'info.common.bus': '{n} min by bus',
  'info.common.subway': '{n} min by metro',
  'info.common.minutes': 'about {n} min',
  'info.common.stops': '{n} stops',
  'info.common.meters': '{n} m',
  'info.common.km': '{n} km',
  'info.common.total': 'Total',
  'info.common.typeName': 'Type {code}',
  'info.common.seeNotice': 'See the recruitment notice',
  'info.common.yes': 'Yes',
  'info.common.no': 'No',
  'info.common.onThisPage': 'On this page',
  'info.common.complexName': '{complex}',
  'info.common.address': '{address}',
  'info.common.station': '{station}',

  'info.cta.title': 'Be the first to hear about recruitment',
  'info.cta.body':
    'Register your interest and we will text you the recruitment notice and the application dates. During an application period you can apply right away.',

  'info.line.shinbundang': 'Shinbundang Line',
  'info.line.suinbundang': 'Suin–Bundang Line',

  'info.room.entry': 'Entry',
  'info.room.bath': 'Bath',
  'info.room.kitchen': 'Kitchen',
  'info.room.laundry': 'Laundry',
  'info.room.room': 'Room',
  'info.room.bedroom1': 'Bedroom 1',
  'info.room.bedroom2': 'Bedroom 2',
  'info.room.living': 'Living',

  'info.plan.corridor': 'Shared corridor',
  'info.plan.window': 'Window',
  'info.plan.mm': 'Unit: mm',
  'info.plan.title': 'Floor plan of type {code}',
  'info.plan.desc':
    '{layout} with {area} m² exclusive area, {w} mm wide and {d} mm deep inside. The entrance from the shared corridor is at the top, the window side at the bottom. Rooms: {rooms}.',
  'info.plan.descCorner': 'A corner home with windows on the right-hand wall as well.',

  'info.unit.layout.studioOpen': 'Studio (open kitchen)',
  'info.unit.layout.studioSplit': 'Studio (separate kitchen)',
  'info.unit.layout.twoRoom': 'Two bedrooms',
  'info.unit.layout.twoRoomCorner': 'Two bedrooms (corner)',

  'info.option.fridge': 'Refrigerator',
  'info.option.washer': 'Front-loading washer',
  'info.option.induction2': '2-zone induction hob',
  'info.option.induction3': '3-zone induction hob',
  'info.option.aircon1': '1 system air conditioner',
  'info.option.aircon2': '2 system air conditioners',
  'info.option.wardrobe': 'Built-in wardrobe',
  'info.option.shoe': 'Shoe cabinet',
  'info.option.doorlock': 'Digital door lock',
  'info.option.blind': 'Roller blinds',

  'info.floorPlan.title': 'Typical floor plan ({from}F–{to}F)',
  'info.floorPlan.desc':
    'A central corridor with {south} homes on the south side and {north} homes and 2 cores on the north side. {n} homes per floor: {mix}.',
  'info.floorPlan.core': 'Core {id}',
  'info.floorPlan.coreDetail': '{ev} elevators',
  'info.floorPlan.corridor': 'Central corridor',
  'info.floorPlan.southSide': 'South (towards Jeongjayeok-ro)',
  'info.floorPlan.northSide': 'North',
  'info.floorPlan.unitNo': 'No. {no}',
  'info.floorPlan.legend': 'Legend',
  'info.floorPlan.legendCore': 'Core (elevators, stairs)',
  'info.floorPlan.note': 'Home numbers follow the floor number: home 7 on the 12th floor is 1207.',

  'info.section.title': 'Building section (B{basement} to {floors}F)',
  'info.section.desc': 'Use of each floor: {list}.',
  'info.section.ground': 'Ground level',
  'info.section.residentialNote': '{n} homes per floor × {floors} floors',

  'info.floor.roof.name': 'Rooftop garden',
  'info.floor.sky.name': 'Sky lounge',
  'info.floor.residential.name': 'Homes',
  'info.floor.community3.name': 'Community (fitness, study)',
  'info.floor.community2.name': 'Community (lounge, kitchen)',
  'info.floor.lobby.name': 'Lobby and shops',
  'info.floor.parkingB1.name': 'Parking and bicycles',
  'info.floor.parking.name': 'Parking',
  'info.floor.parkingB5.name': 'Parking and plant rooms',

  'info.map.title': 'Schematic map of the area',
  'info.map.desc':
    'The complex is north-east of {station}, where the {lineA} and the {lineB} meet: {walkA} minutes on foot from {lineA} exit {exitA} and {walkB} minutes from {lineB} exit {exitB}. The numbered places are also listed below the map.',
  'info.map.complex': 'Youth Safe Housing',
  'info.map.exit': 'Exit {n}',
  'info.map.radius': '{n} min walk',
  'info.map.north': 'N',
  'info.map.open': 'See the location on a real map (OpenStreetMap)',
  'info.map.mainRoad': 'Jeongjayeok-ro',
  'info.map.sideRoad': 'Jeongjayeok-ro 50beon-gil',
  'info.map.stream': 'Tancheon Stream',
  'info.map.legend': 'Legend',
  'info.map.legendStation': 'Metro station and exits',
  'info.map.legendComplex': 'The complex',
  'info.map.legendRadius': '5 and 10 minutes on foot from the complex',
  'info.map.offMap': 'off the map ({value})',

  'info.placeCat.park': 'Parks',
  'info.placeCat.hospital': 'Hospitals',
  'info.placeCat.university': 'Universities',
  'info.placeCat.market': 'Markets',
  'info.placeCat.public': 'Public services',

  'info.place.stream': 'Tancheon Stream walking and cycling path',
  'info.place.park': 'Neuti Neighbourhood Park',
  'info.place.centralPark': 'Bundang Central Park',
  'info.place.clinics': 'Clinics and pharmacies by the station',
  'info.place.hospital': 'Jeongja General Hospital',
  'info.place.univHospital': 'Bundang University Hospital',
  'info.place.university': 'Hanbit University',
  'info.place.college': 'Hanbit University, second campus',
  'info.place.market': 'Jeongjagol Traditional Market',
  'info.place.mart': 'Supermarket',
  'info.place.library': 'Seongnam City Jeongja Library',
  'info.place.community': 'Jeongja 1-dong Community Service Centre',

  'info.table.scrollLabel': '{name} table',
};

export const enInfo: InfoCatalog = { ...common, ...enBusiness, ...enComplex, ...enSubscription };
