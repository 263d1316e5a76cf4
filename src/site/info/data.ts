/**
 * The facts the business, complex and subscription pages quote, in one place so that the overview, the
 * floor guide, the diagrams and the tables never disagree. docs/spec.md § 1/§ 9 figures (480 units, B5/24F,
 * the four unit types, eligibility) come from domain/constants.ts; everything here is the operator's own plan
 * of the building and is checked against those constants in tests/site/info-data.test.ts.
 */
import { APARTMENT_TYPES, COMPLEX, type ApartmentTypeCode, type SupplyCategory } from '#domain/constants.ts';

/** Residences fill 4F–23F, the same typical floor plan on each. */
export const RESIDENTIAL_FLOORS = { from: 4, to: 23 } as const;
export const RESIDENTIAL_FLOOR_COUNT = RESIDENTIAL_FLOORS.to - RESIDENTIAL_FLOORS.from + 1;

export type UnitCell = { no: number; type: ApartmentTypeCode } | { core: 'A' | 'B' };

/**
 * The typical floor, west to east. 25-types take one module of the drawing, 52-types two, a core two; the
 * two rows are equally long (17 modules) on both sides of the central corridor.
 */
export const TYPICAL_FLOOR: { south: UnitCell[]; north: UnitCell[] } = {
  south: [
    { no: 1, type: '52A' },
    { no: 2, type: '25A' },
    { no: 3, type: '25A' },
    { no: 4, type: '25A' },
    { no: 5, type: '25A' },
    { no: 6, type: '52A' },
    { no: 7, type: '25A' },
    { no: 8, type: '52A' },
    { no: 9, type: '25A' },
    { no: 10, type: '25A' },
    { no: 11, type: '25A' },
    { no: 12, type: '25A' },
    { no: 13, type: '52A' },
  ],
  north: [
    { no: 14, type: '52B' },
    { no: 15, type: '25B' },
    { no: 16, type: '25B' },
    { no: 17, type: '25B' },
    { no: 18, type: '25B' },
    { core: 'A' },
    { no: 19, type: '25A' },
    { core: 'B' },
    { no: 20, type: '25B' },
    { no: 21, type: '25B' },
    { no: 22, type: '25B' },
    { no: 23, type: '25B' },
    { no: 24, type: '52B' },
  ],
};

/** Units of each type on one typical floor. */
export const UNITS_PER_FLOOR_BY_TYPE = Object.fromEntries(
  APARTMENT_TYPES.map((t) => [
    t.code,
    [...TYPICAL_FLOOR.south, ...TYPICAL_FLOOR.north].filter((c) => 'type' in c && c.type === t.code).length,
  ]),
) as Record<ApartmentTypeCode, number>;

export const UNITS_PER_FLOOR = Object.values(UNITS_PER_FLOOR_BY_TYPE).reduce((a, b) => a + b, 0);

/** Elevators per core (the first of core A is the emergency lift). */
export const CORE_ELEVATORS = { A: 3, B: 2 } as const;

export interface UnitRoom {
  /** key of the room name: info.room.<id> */
  id: 'entry' | 'bath' | 'kitchen' | 'laundry' | 'room' | 'bedroom1' | 'bedroom2' | 'living';
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A straight piece of the plan in mm: an open boundary, a door opening or a window. */
export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface UnitSpec {
  code: ApartmentTypeCode;
  category: SupplyCategory;
  /** key suffix of the layout name: info.unit.layout.<layout> */
  layout: 'studioOpen' | 'studioSplit' | 'twoRoom' | 'twoRoomCorner';
  /** inner width along the window wall and depth from the corridor, in mm; width × depth = the area */
  widthMm: number;
  depthMm: number;
  /** residential common area (corridors, cores) per unit, in m² */
  commonM2: number;
  bedrooms: 1 | 2;
  /** rooms partition the plan exactly (corridor side at y = 0, window side at y = depth) */
  rooms: UnitRoom[];
  /** boundaries between rooms without a wall (drawn dashed) */
  openings: Segment[];
  /** door openings in walls; the first one is the front door on the corridor wall */
  doors: Segment[];
  windows: Segment[];
  /** built-in options, keys info.option.<id> */
  options: (
    | 'fridge'
    | 'washer'
    | 'induction2'
    | 'induction3'
    | 'aircon1'
    | 'aircon2'
    | 'wardrobe'
    | 'shoe'
    | 'doorlock'
    | 'blind'
  )[];
}

const h = (x1: number, x2: number, y: number): Segment => ({ x1, y1: y, x2, y2: y });
const v = (x: number, y1: number, y2: number): Segment => ({ x1: x, y1, x2: x, y2 });

const STUDIO_OPTIONS: UnitSpec['options'] = [
  'fridge',
  'washer',
  'induction2',
  'aircon1',
  'wardrobe',
  'shoe',
  'doorlock',
  'blind',
];
const TWO_ROOM_OPTIONS: UnitSpec['options'] = [
  'fridge',
  'washer',
  'induction3',
  'aircon2',
  'wardrobe',
  'shoe',
  'doorlock',
  'blind',
];

export const UNIT_SPECS: Record<ApartmentTypeCode, UnitSpec> = {
  '25A': {
    code: '25A',
    category: 'YOUTH',
    layout: 'studioOpen',
    widthMm: 3300,
    depthMm: 6112,
    commonM2: 5.12,
    bedrooms: 1,
    rooms: [
      { id: 'entry', x: 0, y: 0, w: 1800, h: 1200 },
      { id: 'bath', x: 1800, y: 0, w: 1500, h: 2000 },
      { id: 'kitchen', x: 0, y: 1200, w: 1800, h: 1800 },
      { id: 'laundry', x: 1800, y: 2000, w: 1500, h: 1000 },
      { id: 'room', x: 0, y: 3000, w: 3300, h: 3112 },
    ],
    openings: [h(0, 1800, 1200), h(0, 1800, 3000)],
    doors: [h(300, 1200, 0), v(1800, 300, 1000), v(1800, 2150, 2850)],
    windows: [h(300, 3000, 6112)],
    options: STUDIO_OPTIONS,
  },
  '25B': {
    code: '25B',
    category: 'YOUTH',
    layout: 'studioSplit',
    widthMm: 3400,
    depthMm: 6000,
    commonM2: 5.17,
    bedrooms: 1,
    rooms: [
      { id: 'entry', x: 0, y: 0, w: 1500, h: 1400 },
      { id: 'bath', x: 1500, y: 0, w: 1900, h: 1700 },
      { id: 'kitchen', x: 0, y: 1400, w: 1500, h: 1600 },
      { id: 'laundry', x: 1500, y: 1700, w: 1900, h: 1300 },
      { id: 'room', x: 0, y: 3000, w: 3400, h: 3000 },
    ],
    openings: [h(0, 1500, 1400)],
    doors: [h(300, 1200, 0), v(1500, 300, 1000), v(1500, 1900, 2700), h(200, 1300, 3000)],
    windows: [h(300, 3100, 6000)],
    options: STUDIO_OPTIONS,
  },
  '52A': {
    code: '52A',
    category: 'MARRIED',
    layout: 'twoRoom',
    widthMm: 6600,
    depthMm: 6250,
    commonM2: 10.46,
    bedrooms: 2,
    rooms: [
      { id: 'entry', x: 0, y: 0, w: 1500, h: 1700 },
      { id: 'bath', x: 1500, y: 0, w: 1800, h: 1700 },
      { id: 'bedroom2', x: 3300, y: 0, w: 3300, h: 2900 },
      { id: 'kitchen', x: 0, y: 1700, w: 3300, h: 1200 },
      { id: 'living', x: 0, y: 2900, w: 3600, h: 3350 },
      { id: 'bedroom1', x: 3600, y: 2900, w: 3000, h: 3350 },
    ],
    openings: [h(0, 1500, 1700), h(0, 3300, 2900)],
    doors: [h(300, 1200, 0), h(2700, 2000, 1700), v(3300, 1900, 2700), v(3600, 3100, 3900)],
    windows: [h(400, 3200, 6250), h(3900, 6300, 6250), h(3700, 6200, 0)],
    options: TWO_ROOM_OPTIONS,
  },
  '52B': {
    code: '52B',
    category: 'MARRIED',
    layout: 'twoRoomCorner',
    widthMm: 6700,
    depthMm: 6294,
    commonM2: 10.69,
    bedrooms: 2,
    rooms: [
      { id: 'entry', x: 0, y: 0, w: 1500, h: 1600 },
      { id: 'bath', x: 1500, y: 0, w: 2000, h: 1600 },
      { id: 'bedroom2', x: 3500, y: 0, w: 3200, h: 2800 },
      { id: 'kitchen', x: 0, y: 1600, w: 3500, h: 1400 },
      { id: 'living', x: 0, y: 3000, w: 3500, h: 3294 },
      { id: 'bedroom1', x: 3500, y: 2800, w: 3200, h: 3494 },
    ],
    openings: [h(0, 1500, 1600), h(0, 3500, 3000)],
    doors: [h(300, 1200, 0), h(2700, 2000, 1600), v(3500, 1800, 2600), v(3500, 3200, 4000)],
    windows: [h(400, 3100, 6294), h(3800, 6400, 6294), v(6700, 500, 2400), v(6700, 3300, 5800)],
    options: TWO_ROOM_OPTIONS,
  },
};

/** A corner unit has windows on its right-hand wall too. */
export const isCorner = (spec: UnitSpec) =>
  spec.windows.some((w) => w.x1 === spec.widthMm && w.x2 === spec.widthMm);

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Supply area = exclusive area (APARTMENT_TYPES) + residential common area. */
export function supplyAreaM2(code: ApartmentTypeCode): number {
  const type = APARTMENT_TYPES.find((t) => t.code === code)!;
  return round2(type.areaM2 + UNIT_SPECS[code].commonM2);
}

/** m² in pyeong (1 평 = 400/121 m²), one decimal, as Korean visitors also read sizes. */
export function toPyeong(m2: number): number {
  return Math.round(((m2 * 121) / 400) * 10) / 10;
}

/** Units per type in the whole complex: the typical floor times the residential floors. */
export const UNITS_BY_TYPE = Object.fromEntries(
  APARTMENT_TYPES.map((t) => [t.code, UNITS_PER_FLOOR_BY_TYPE[t.code] * RESIDENTIAL_FLOOR_COUNT]),
) as Record<ApartmentTypeCode, number>;

/** Share of each type's units offered as special supply (the rest is general supply). */
export const SPECIAL_SUPPLY_SHARE = 0.3;

/** Supply per type and supply type, as the round-1 recruitment notice lists it. */
export const SUPPLY = APARTMENT_TYPES.map((t) => {
  const total = UNITS_BY_TYPE[t.code];
  const special = Math.round(total * SPECIAL_SUPPLY_SHARE);
  return { code: t.code, category: UNIT_SPECS[t.code].category, special, general: total - special, total };
});

export const SUPPLY_TOTALS = SUPPLY.reduce(
  (sum, row) => ({
    special: sum.special + row.special,
    general: sum.general + row.general,
    total: sum.total + row.total,
  }),
  { special: 0, general: 0, total: 0 },
);

export const UNITS_BY_CATEGORY: Record<SupplyCategory, number> = {
  YOUTH: SUPPLY.filter((r) => r.category === 'YOUTH').reduce((a, r) => a + r.total, 0),
  MARRIED: SUPPLY.filter((r) => r.category === 'MARRIED').reduce((a, r) => a + r.total, 0),
};

/** Site and building figures of the overview page (m², %). */
export const SITE = {
  landM2: 3540.2,
  buildingM2: 2012.45,
  aboveGroundM2: 21238.61,
  belowGroundM2: 15182.27,
  get totalFloorM2() {
    return round2(this.aboveGroundM2 + this.belowGroundM2);
  },
  get coveragePct() {
    return round2((this.buildingM2 / this.landM2) * 100);
  },
  get floorAreaRatioPct() {
    return round2((this.aboveGroundM2 / this.landM2) * 100);
  },
  landscapeM2: 620.4,
  openSpaceM2: 184,
  get landscapePct() {
    return round2((this.landscapeM2 / this.landM2) * 100);
  },
};

/** Parking spaces per basement floor, B1 first (B1 also holds the bicycle store). */
export const PARKING_BY_FLOOR = [25, 30, 30, 30, 30] as const;
export const PARKING = {
  total: PARKING_BY_FLOOR.reduce((a, b) => a + b, 0),
  accessible: 6,
  evCharging: 15,
  carShare: 4,
  bicycles: 240,
};

export type FloorUse =
  | 'roof'
  | 'sky'
  | 'residential'
  | 'community3'
  | 'community2'
  | 'lobby'
  | 'parkingB1'
  | 'parking'
  | 'parkingB5';

/** What is on which floor, top down; `floors` are the labels covered by the band. */
export const FLOOR_GUIDE: { use: FloorUse; label: string; floors: number }[] = [
  { use: 'roof', label: 'RF', floors: 0 },
  { use: 'sky', label: '24F', floors: 1 },
  {
    use: 'residential',
    label: `${RESIDENTIAL_FLOORS.from}F–${RESIDENTIAL_FLOORS.to}F`,
    floors: RESIDENTIAL_FLOOR_COUNT,
  },
  { use: 'community3', label: '3F', floors: 1 },
  { use: 'community2', label: '2F', floors: 1 },
  { use: 'lobby', label: '1F', floors: 1 },
  { use: 'parkingB1', label: 'B1', floors: 1 },
  { use: 'parking', label: 'B2–B4', floors: 3 },
  { use: 'parkingB5', label: 'B5', floors: 1 },
];

export const FLOOR_COUNTS = {
  above: FLOOR_GUIDE.filter((f) => !f.label.startsWith('B')).reduce((a, f) => a + f.floors, 0),
  below: FLOOR_GUIDE.filter((f) => f.label.startsWith('B')).reduce((a, f) => a + f.floors, 0),
};

export type FacilityId =
  | 'lounge'
  | 'kitchen'
  | 'parcel'
  | 'fitness'
  | 'study'
  | 'laundry'
  | 'skyLounge'
  | 'rooftop'
  | 'bicycle'
  | 'office';

/** Residents' facilities (the community notice of the customer centre names the same floors). */
export const FACILITIES: {
  id: FacilityId;
  floor: string;
  areaM2: number;
  hours: string;
  booking: boolean;
}[] = [
  { id: 'lounge', floor: '2F', areaM2: 152, hours: '06:00–24:00', booking: false },
  { id: 'kitchen', floor: '2F', areaM2: 68, hours: '10:00–22:00', booking: true },
  { id: 'parcel', floor: '2F', areaM2: 46, hours: '00:00–24:00', booking: false },
  { id: 'fitness', floor: '3F', areaM2: 210, hours: '05:00–24:00', booking: false },
  { id: 'study', floor: '3F', areaM2: 128, hours: '00:00–24:00', booking: true },
  { id: 'laundry', floor: '3F', areaM2: 58, hours: '00:00–24:00', booking: false },
  { id: 'skyLounge', floor: '24F', areaM2: 186, hours: '10:00–22:00', booking: true },
  { id: 'rooftop', floor: 'RF', areaM2: 420, hours: '09:00–21:00', booking: false },
  { id: 'bicycle', floor: 'B1', areaM2: 310, hours: '00:00–24:00', booking: false },
  { id: 'office', floor: '1F', areaM2: 64, hours: '09:00–18:00', booking: false },
];

export const STUDY_SEATS = 48;
export const MEETING_ROOMS = 4;
export const LAUNDRY_MACHINES = 12;
export const PARCEL_LOCKERS = 320;

/** The lines of the commute table; the station's own lines, exits and walks are in the setting. */
export type MetroLine = 'shinbundang' | 'suinbundang';

export const BUS_STOP = { walkMin: 1, meters: 60 };

/** Door-to-platform excluded: minutes on the train from the station, approximate. */
export const COMMUTES: {
  id: 'pangyo' | 'gangnam' | 'suseo' | 'seolleung';
  line: MetroLine;
  minutes: number;
  stops: number;
}[] = [
  { id: 'pangyo', line: 'shinbundang', minutes: 4, stops: 1 },
  { id: 'gangnam', line: 'shinbundang', minutes: 17, stops: 5 },
  { id: 'suseo', line: 'suinbundang', minutes: 22, stops: 9 },
  { id: 'seolleung', line: 'suinbundang', minutes: 35, stops: 15 },
];

export type PlaceCategory = 'park' | 'hospital' | 'university' | 'market' | 'public';
export type PlaceId =
  | 'stream'
  | 'park'
  | 'centralPark'
  | 'clinics'
  | 'hospital'
  | 'univHospital'
  | 'university'
  | 'college'
  | 'market'
  | 'mart'
  | 'library'
  | 'community';

export interface Place {
  id: PlaceId;
  category: PlaceCategory;
  /** how the time is measured */
  by: 'walk' | 'bus' | 'subway';
  minutes: number;
  /** straight-line distance from the complex and its bearing (0° east, 90° north) for the schematic map */
  meters: number;
  bearing: number;
}

export const PLACES: Place[] = [
  { id: 'stream', category: 'park', by: 'walk', minutes: 4, meters: 350, bearing: 295 },
  { id: 'park', category: 'park', by: 'walk', minutes: 7, meters: 520, bearing: 60 },
  { id: 'centralPark', category: 'park', by: 'walk', minutes: 15, meters: 1100, bearing: 40 },
  { id: 'clinics', category: 'hospital', by: 'walk', minutes: 3, meters: 200, bearing: 150 },
  { id: 'hospital', category: 'hospital', by: 'walk', minutes: 9, meters: 650, bearing: 200 },
  { id: 'univHospital', category: 'hospital', by: 'bus', minutes: 12, meters: 3200, bearing: 235 },
  { id: 'university', category: 'university', by: 'subway', minutes: 12, meters: 5400, bearing: 160 },
  { id: 'college', category: 'university', by: 'bus', minutes: 20, meters: 4800, bearing: 330 },
  { id: 'market', category: 'market', by: 'walk', minutes: 8, meters: 600, bearing: 140 },
  { id: 'mart', category: 'market', by: 'walk', minutes: 10, meters: 750, bearing: 10 },
  { id: 'library', category: 'public', by: 'walk', minutes: 12, meters: 900, bearing: 110 },
  { id: 'community', category: 'public', by: 'walk', minutes: 6, meters: 450, bearing: 180 },
];

export const PLACE_CATEGORIES: PlaceCategory[] = ['park', 'hospital', 'university', 'market', 'public'];

/** The application process of a round, in order (recruitment page timeline). */
export const PROCESS_STEPS = ['notice', 'apply', 'review', 'winners', 'contract', 'moveIn'] as const;
export type ProcessStep = (typeof PROCESS_STEPS)[number];

/** Documents: which qualification type needs which (required / when it applies / not needed). */
export type Need = 'required' | 'conditional' | 'none';
export const DOCUMENTS = [
  { id: 'resident', youth: 'required', married: 'required' },
  { id: 'family', youth: 'required', married: 'required' },
  { id: 'marriage', youth: 'required', married: 'required' },
  { id: 'health', youth: 'required', married: 'required' },
  { id: 'income', youth: 'conditional', married: 'conditional' },
  { id: 'car', youth: 'conditional', married: 'conditional' },
  { id: 'homeless', youth: 'required', married: 'required' },
  { id: 'consent', youth: 'conditional', married: 'conditional' },
  { id: 'spouse', youth: 'none', married: 'required' },
  { id: 'wedding', youth: 'none', married: 'conditional' },
] as const satisfies readonly { id: string; youth: Need; married: Need }[];

export const SUPPORT_PROGRAMMES = ['deposit', 'rent', 'loan', 'guarantee'] as const;
export type SupportProgramme = (typeof SUPPORT_PROGRAMMES)[number];

/** Maximum stay in years per qualification type (the FAQ of the customer centre says the same). */
export const STAY_YEARS = { youth: 6, married: 6, marriedWithChild: 10, renewEvery: 2 } as const;

export const TOTAL_UNITS = COMPLEX.units;
