import { useCallback, useEffect, useState } from 'react';
import {
  applicationWindowStatus,
  WINDOW_STATE_CODES,
  type RefusedState,
  type WindowPlace,
  type WindowState,
  type WindowStatus,
} from '#domain/applicationWindow.ts';
import { forgetApiData, useApi } from '../../api.tsx';
import { pickSchedule } from '../../ui/schedules.ts';
import { useApplicationI18n } from '../i18n.ts';
import type { Schedule } from '../../types.ts';
import { useNow } from './useNow.ts';

export const SCHEDULES_PATH = '/api/v1/application/schedules';

/**
 * The window states in which a kind may be written, as the server decides them
 * (server/services/applications/window.ts): an application only while open; an interest registration
 * also before the round opens.
 */
export function writableIn(kind: 'REGISTRATION' | 'APPLICATION'): readonly WindowState[] {
  return kind === 'APPLICATION' ? ['open'] : ['beforeOpen', 'open'];
}

export interface ApplicationWindow {
  schedules: Schedule[];
  loading: boolean;
  error: boolean;
  /** The round the page is about: the chosen one, else open, next to open, stopped, latest closed. */
  schedule: Schedule | null;
  status: WindowStatus | null;
  /** Whether the form takes writes now: see `writableIn`. */
  writable: boolean;
  now: number;
  /** Reads the rounds again, e.g. after the server refused a write (a manager may have stopped it). */
  refresh(): void;
  /**
   * A write was refused: when the 403 names the window's state (`{ state: 'stopped' }`), the banner shows
   * it at once, and the rounds are read again.
   */
  refused(body: unknown): void;
}

/** The state a 403 of the window names (server/services/applications/window.ts), else null. */
function refusedState(body: unknown): { state: RefusedState; message: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { state, message } = body as { state?: unknown; message?: unknown };
  if (typeof state !== 'string' || !Object.hasOwn(WINDOW_STATE_CODES, state)) return null;
  return { state: state as RefusedState, message: typeof message === 'string' ? message : '' };
}

/**
 * What a refusal told about one round, newer than the rounds read before it. It stands while the rounds
 * read afterwards still show that round as they did then (`basis`): an answer cached on the way (up to
 * PUBLIC_CACHE_MS on another instance) must not put "open" back; any change a manager made replaces it.
 */
interface Refusal {
  scheduleId: string;
  basis: string;
  status: WindowStatus;
}

/**
 * The application window of the round a page is about (docs/spec.md § 4), re-evaluated every second so the
 * countdown runs and the form unlocks at openAt without a reload. It mirrors the server, which decides.
 */
export function useApplicationWindow(
  scheduleId: string | null | undefined,
  place: WindowPlace = 'form',
  kind: 'REGISTRATION' | 'APPLICATION' = 'APPLICATION',
): ApplicationWindow {
  const api = useApi();
  const { locale } = useApplicationI18n();
  const [state, setState] = useState<{ schedules: Schedule[] | null; error: boolean }>({
    schedules: null,
    error: false,
  });
  const [version, setVersion] = useState(0);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  useEffect(() => {
    let live = true;
    api.get<{ schedules: Schedule[] }>(SCHEDULES_PATH).then(
      (res) => live && setState({ schedules: res.ok ? res.data.schedules : [], error: !res.ok }),
      () => live && setState((s) => ({ schedules: s.schedules, error: true })),
    );
    return () => {
      live = false;
    };
  }, [api, locale, version]);

  const schedules = state.schedules ?? [];
  const now = useNow(schedules.length > 0);
  const chosen = scheduleId ? schedules.find((s) => s._id === scheduleId && s.shows) : undefined;
  const schedule = chosen ?? pickSchedule(schedules, now)?.schedule ?? null;
  const told =
    refusal && schedule && refusal.scheduleId === schedule._id && refusal.basis === JSON.stringify(schedule)
      ? refusal.status
      : null;
  const status = told ?? (schedule ? applicationWindowStatus(schedule, now, { place }) : null);
  const refresh = useCallback(() => {
    // the home page's and the guide's rounds too: they show the state the next time they open
    forgetApiData(api, SCHEDULES_PATH);
    setVersion((v) => v + 1);
  }, [api]);
  const refused = useCallback(
    (body: unknown) => {
      const named = refusedState(body);
      if (named && schedule) {
        setRefusal({
          scheduleId: schedule._id,
          basis: JSON.stringify(schedule),
          status: { state: named.state, message: named.message, msUntilOpen: null },
        });
      }
      refresh();
    },
    [schedule, refresh],
  );
  return {
    schedules,
    loading: state.schedules === null && !state.error,
    error: state.error && state.schedules === null,
    schedule,
    status,
    writable: status ? writableIn(kind).includes(status.state) : false,
    now,
    refresh,
    refused,
  };
}
