import { readClaims } from '../../api/tokens.ts';
import { useApi, useLoggedIn } from '../api.tsx';

/**
 * Who is looking: a buyer (PERSON), a seller (COMPANY), a manager, or a visitor (null). Read from the
 * access token for menus and buttons only; the server decides every action.
 */
export function useMemberType(): 'PERSON' | 'COMPANY' | 'MANAGER' | null {
  const api = useApi();
  const loggedIn = useLoggedIn();
  return loggedIn ? (readClaims(api.tokens.get()?.accessToken)?.type ?? null) : null;
}
