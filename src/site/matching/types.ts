import type { FairLabel } from '#domain/matching/labels.ts';
import type { OfferAction, OfferActor, OfferStatus } from '#domain/matching/offer.ts';
import type { Slot } from '#domain/matching/slots.ts';
import type { Award, MemberStatus, MemberType } from '#domain/schemas/member.ts';
import type { MatchingMode } from '#domain/schemas/matchingSchedule.ts';

/** The shapes of docs/decisions/0008-matching.md § Shapes, as the pages read them. */
export interface FileRef {
  _id: string;
  name: string;
  size: number;
  type: string;
  url: string;
}

export type { Award, MemberStatus, MemberType } from '#domain/schemas/member.ts';
export type Mode = MatchingMode;

export interface Profile {
  companyName: string;
  companyNameEn: string | null;
  representative: string | null;
  businessNumber: string | null;
  award: Award | null;
  awardYear: number | null;
  industry: string | null;
  country: string | null;
  homepage: string | null;
  address: string | null;
  introduction: string | null;
  timeZone: string;
  logo: FileRef | null;
  photo: FileRef | null;
  businessRegistration: FileRef | null;
  introductionFile: FileRef | null;
}

export interface Me {
  _id: string;
  username: string;
  type: MemberType;
  name: string;
  email: string;
  phone: string;
  status: MemberStatus;
  rejectReason: string | null;
  profile: Profile;
  createdAt: string;
}

export interface Fair {
  _id: string;
  title: string;
  description: string;
  place: string | null;
  thumb: FileRef | null;
  sellerRecruitFrom: string;
  sellerRecruitTo: string;
  buyerApplyFrom: string;
  buyerApplyTo: string;
  eventFrom: string;
  eventTo: string;
  dates: string[];
  times: string[];
  slotMinutes: number;
  offerTtlHours: number;
  label: FairLabel;
  participating: boolean;
  sellers: number;
  buyers: number;
}

export type FairDetail = Fair & { slots: Slot[] };

export interface Seller {
  _id: string;
  companyName: string;
  companyNameEn: string | null;
  award: Award | null;
  awardYear: number | null;
  industry: string | null;
  homepage: string | null;
  introduction: string | null;
  logo: FileRef | null;
  photo: FileRef | null;
  introductionFile: FileRef | null;
  bookmarked: boolean;
}

export interface Product {
  _id: string;
  seller: { _id: string; companyName: string; logo: FileRef | null };
  name: string;
  category: string | null;
  summary: string | null;
  description: string | null;
  price: string | null;
  shows: boolean;
  thumb: FileRef | null;
  images: FileRef[];
  likes: number;
  liked: boolean;
}

export type SellerDetail = Seller & { address: string | null; products: Product[] };

export interface Schedule {
  fair: string;
  slots: string[];
  mode: Mode;
  note: string;
  bookedSlots: string[];
  updatedAt: string | null;
}

export interface Matching {
  _id: string;
  fair: { _id: string; title: string; place: string | null };
  buyer: { _id: string; companyName: string; name: string; country: string | null };
  seller: { _id: string; companyName: string; logo: FileRef | null };
  role: 'BUYER' | 'SELLER';
  mode: Mode;
  status: OfferStatus;
  offeredSlots: Slot[];
  acceptedSlots: Slot[];
  confirmedSlot: Slot | null;
  message: string | null;
  reason: string | null;
  cancelledBy: OfferActor | null;
  expiresAt: string | null;
  videoUrl: string | null;
  inviteUrl: string | null;
  contact: { email: string; phone: string } | null;
  allowed: OfferAction[];
  bookedSlots: string[];
  createdAt: string;
}
