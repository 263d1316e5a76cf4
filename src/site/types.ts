/** Shapes of the public API answers the site reads (docs/decisions/0003-api-contract.md § Shapes). */

export interface Popup {
  _id: string;
  title: string;
  image: string;
  link: string | null;
  startAt: string;
  endAt: string;
  x: number;
  y: number;
  width: number;
  order: number;
  shows: boolean;
}

export interface Setting {
  companyName: string;
  representative: string;
  email: string;
  phone: string;
  businessNumber: string;
  address: string;
  copyright: string;
  social: { blog: string; youtube: string; facebook: string; instagram: string };
  surveyUrl: string;
  copyProtection: boolean;
}

export interface Banner {
  _id: string;
  code: string;
  title: string;
  subtitle: string;
  image: string;
  link: string | null;
  order: number;
  shows: boolean;
}

export interface Schedule {
  _id: string;
  round: number;
  title: string;
  shows: boolean;
  stops: boolean;
  openAt: string;
  deadAt: string;
  message: { beforeOpen: string; dead: string; dead2: string; stop: string };
}
