import { randomBytes } from 'node:crypto';

/**
 * The video room of an online meeting (docs/decisions/0008-matching.md § Offers):
 * `<VIDEO_ROOM_BASE_URL>/<room>`. The default base is Jitsi Meet, where any unguessable room name is a room
 * that needs no account; another provider with the same URL form (a self-hosted Jitsi) is one setting away.
 * 128 random bits keep strangers out.
 */
export function videoRoomUrl(baseUrl: string): string {
  return `${baseUrl}/SeoulMatching-${randomBytes(16).toString('hex')}`;
}
