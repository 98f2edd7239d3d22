// Signing out, for the local pool. cognito-local ignores GlobalSignOut and RevokeToken, so on
// its own a signed-out access token would still open /api and /stream, and its refresh token
// would still get new tokens. The /cognito proxy tells this registry about every session it
// hands out (a refresh token and the access tokens made from it) and about sign-outs; the
// local API gateway and the stream gateway then refuse access tokens of a revoked session, and
// the proxy refuses to refresh one. A token is named by its `jti`, a random id only its holder
// knows, so nobody can sign someone else out by sending a made-up token.
//
// In AWS, Cognito revokes the refresh tokens itself; an access token stays valid for API
// Gateway until it expires (60 minutes). Locally it is refused at once. The registry lives in
// the stack's memory: after a restart the old tokens' sessions are unknown, and expire as usual.

/** The claims of a JWT, read without checking its signature (whoever relies on them checks it). */
export function claimsOf(jwt: unknown): Record<string, unknown> | null {
  if (typeof jwt !== 'string') return null;
  const [, payload] = jwt.split('.');
  if (!payload) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const jtiOf = (jwt: unknown) => {
  const jti = claimsOf(jwt)?.jti;
  return typeof jti === 'string' ? jti : null;
};

export class LocalSessions {
  /** Access token jti → the jti of the refresh token (the session) it was made with. */
  private readonly sessionOfAccess = new Map<string, string>();
  /** Username → its sessions' refresh token jtis. */
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  private readonly revoked = new Set<string>();

  /**
   * A sign-in or refresh answered: `refreshToken` is the session's (on a refresh, the one sent),
   * `accessToken` the new access token made in it.
   */
  issued(accessToken: unknown, refreshToken: unknown): void {
    const access = claimsOf(accessToken);
    const session = jtiOf(refreshToken);
    if (!access || typeof access.jti !== 'string' || typeof access.username !== 'string' || !session) return;
    this.sessionOfAccess.set(access.jti, session);
    const sessions = this.sessionsOfUser.get(access.username) ?? new Set<string>();
    sessions.add(session);
    this.sessionsOfUser.set(access.username, sessions);
  }

  /** RevokeToken: the session of this refresh token ends. False when the token is not one handed out. */
  revokeRefreshToken(refreshToken: unknown): boolean {
    const session = jtiOf(refreshToken);
    if (!session || ![...this.sessionsOfUser.values()].some((sessions) => sessions.has(session))) return false;
    this.revoked.add(session);
    return true;
  }

  /** GlobalSignOut: every session of the access token's user ends. False when the token is not one handed out. */
  signOutEverywhere(accessToken: unknown): boolean {
    const access = claimsOf(accessToken);
    if (!access || typeof access.jti !== 'string' || typeof access.username !== 'string' || !this.sessionOfAccess.has(access.jti)) return false;
    for (const session of this.sessionsOfUser.get(access.username) ?? []) this.revoked.add(session);
    return true;
  }

  /** Whether a refresh token may still make tokens. */
  refreshAllowed(refreshToken: unknown): boolean {
    const session = jtiOf(refreshToken);
    return session === null || !this.revoked.has(session);
  }

  /** Whether an access token (its verified claims) belongs to a session that has not ended. */
  accessAllowed(claims: { jti?: unknown }): boolean {
    const session = typeof claims.jti === 'string' ? this.sessionOfAccess.get(claims.jti) : undefined;
    return session === undefined || !this.revoked.has(session);
  }
}
