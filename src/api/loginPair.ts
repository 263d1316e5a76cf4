/**
 * Encrypts "username:password" with the server's RSA-OAEP (SHA-256) public key for the Basic header of
 * GET /api/auth/refreshToken (docs/design.md § Auth). Needs a secure context (localhost or HTTPS).
 */
export async function encryptLoginPair(
  publicKey: JsonWebKey,
  username: string,
  password: string,
): Promise<string> {
  const key = await crypto.subtle.importKey('jwk', publicKey, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const cipher = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(`${username}:${password}`),
  );
  let binary = '';
  for (const byte of new Uint8Array(cipher)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
