import type { ApartmentTypeCode } from '#domain/constants.ts';
import type { FloorUse, PlaceCategory, UnitRoom } from '../data.ts';

/**
 * Colours of the drawings. Fills are light so that the dark text on them keeps at least 4.5:1; the strong
 * colours (`ink`) are used for outlines and markers only, or carry white text where they reach 4.5:1.
 */
export const TYPE_COLORS: Record<ApartmentTypeCode, { fill: string; ink: string }> = {
  '25A': { fill: '#dcebfb', ink: '#1d5fa6' },
  '25B': { fill: '#d3f0ea', ink: '#0f6e63' },
  '52A': { fill: '#fde4d0', ink: '#9a3f10' },
  '52B': { fill: '#ebe3f8', ink: '#5b3fa0' },
};

export const ROOM_FILLS: Record<UnitRoom['id'], string> = {
  entry: '#edf0f4',
  bath: '#dbeaf7',
  kitchen: '#fdf3df',
  laundry: '#edf0f4',
  room: '#fbf6ec',
  bedroom1: '#fbf6ec',
  bedroom2: '#fbf6ec',
  living: '#fffdf7',
};

export const FLOOR_FILLS: Record<FloorUse, string> = {
  roof: '#cfe8c9',
  sky: '#e3dcf7',
  residential: '#dcebfb',
  community3: '#d3f0ea',
  community2: '#d3f0ea',
  lobby: '#fde4d0',
  parkingB1: '#e2e7ee',
  parking: '#e2e7ee',
  parkingB5: '#e2e7ee',
};

/** Marker colours per place category (white text on each is at least 4.5:1). */
export const CATEGORY_COLORS: Record<PlaceCategory, string> = {
  park: '#2f7d32',
  hospital: '#c62828',
  university: '#5b3fa0',
  market: '#9a3f10',
  public: '#1d5fa6',
};

export const INK = '#17212b';
export const MUTED = '#4a5666';
export const WALL = '#2b3540';
