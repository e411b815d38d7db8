import { demoAccount } from '../../../sandbox/demo-data/accounts';

/**
 * The member's credentials as the portal holds them: the content system's session cookie and CSRF token
 * (docs/wire-drupal.md, "Login"), and a bearer token of the proposal system issued on that session
 * (docs/wire-proposals.md, "Login").
 */
export interface MemberSession {
  uid: number;
  name: string;
  cookie: string;
  csrfToken: string;
  proposalToken: string;
}

const { mail, password } = demoAccount('member');
const MEMBER = { name: mail, pass: password };

export async function logInMember(origin: string): Promise<MemberSession> {
  const login = await fetch(`${origin}/cms/user/login?_format=json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  if (!login.ok) throw new Error(`The member's login answered ${login.status}.`);
  const answer = (await login.json()) as { current_user: { uid: string; name: string }; csrf_token: string };
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const uid = Number(answer.current_user.uid);

  const now = Date.now();
  const tokenAnswer = await fetch(`${origin}/proposals/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      user_id: uid,
      r: Math.floor(Math.random() * 1e9),
      k: Math.floor(now / 1000),
      t: now,
      o: 6,
    }),
  });
  if (!tokenAnswer.ok) throw new Error(`The proposal system's login answered ${tokenAnswer.status}.`);
  return {
    uid,
    name: answer.current_user.name,
    cookie,
    csrfToken: answer.csrf_token,
    proposalToken: (await tokenAnswer.json()) as string,
  };
}
