import { afterAll, beforeAll } from 'vitest';

/** The machine's time zone (`TZ`, which Node reads again when it changes), as it was before `set`. */
function setZone(zone: string | undefined): string | undefined {
  const saved = process.env.TZ;
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
  return saved;
}

/** Runs the tests of the enclosing describe with the machine in `zone`, and restores it after them. */
export function useMachineZone(zone: string): void {
  let saved: string | undefined;
  beforeAll(() => {
    saved = setZone(zone);
  });
  afterAll(() => {
    setZone(saved);
  });
}

/** Runs `check` with the machine in `zone`, and restores it after. */
export function inMachineZone(zone: string, check: () => void): void {
  const saved = setZone(zone);
  try {
    check();
  } finally {
    setZone(saved);
  }
}
