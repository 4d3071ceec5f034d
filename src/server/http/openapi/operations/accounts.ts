import { z } from 'zod'
import { accessToken, credentialsBody, profile, profileBody, refreshBody, registerBody, registeredUser, resetConfirmBody, resetRequestBody, tokenPair, uidAndTokenBody, verifyBody } from '@/server/auth/schemas'
import { created, noContent, ok, responses, type Operation } from '@/server/http/openapi/operation'

const strong = 'Goldfaden-1897'

/** Registration, sign-in and the own profile (spec 1 §3–§5). */
export const accountOperations: Operation[] = [
  {
    method: 'post', path: '/api/v1/jwt/create/', operationId: 'createToken', tag: 'accounts', access: 'public', validation: 'zod',
    summary: 'Sign in: an access and a refresh token, and the session cookie.',
    description: 'Every failure of the credentials is the same 401 `No active account found with the given credentials`.',
    body: { schema: credentialsBody },
    responses: responses(ok(tokenPair), 400, 401, 429),
    example: { body: { email: 'reader@example.com', password: strong } },
  },
  {
    method: 'post', path: '/api/v1/jwt/refresh/', operationId: 'refreshToken', tag: 'accounts', access: 'public', validation: 'zod',
    summary: 'A new access token for a live refresh token.',
    body: { schema: refreshBody },
    responses: responses(ok(accessToken), 400, 401),
    example: { body: { refresh: 'not-a-token' } },
  },
  {
    method: 'post', path: '/api/v1/jwt/verify/', operationId: 'verifyToken', tag: 'accounts', access: 'public', validation: 'zod',
    summary: 'Whether a token (access or refresh) is live: 200 `{}` or 401.',
    body: { schema: verifyBody },
    responses: responses(ok(z.strictObject({})), 400, 401),
    example: { body: { token: 'not-a-token' } },
  },
  {
    method: 'post', path: '/api/v1/token/logout/', operationId: 'logout', tag: 'accounts', access: 'account-optional', validation: 'none',
    summary: "Sign out: every token of the user is revoked and the cookies are cleared (204 even without a session).",
    responses: responses(noContent()),
  },
  {
    method: 'post', path: '/api/v1/users/', operationId: 'register', tag: 'accounts', access: 'public', validation: 'zod',
    summary: 'Register: an inactive account and an activation e-mail.',
    description: "The password is also checked for strength (length, similarity to the address, common passwords) and the e-mail for an existing account; both answer 400 on their field.",
    body: { schema: registerBody },
    responses: responses(created(registeredUser), 400, 429),
    example: { body: { email: 'new-reader@example.com', password: strong, language: 'EN' } },
  },
  {
    method: 'post', path: '/api/v1/users/activation/', operationId: 'activate', tag: 'accounts', access: 'public', validation: 'zod',
    summary: "Activate an account with the uid and token of the activation link.",
    body: { schema: uidAndTokenBody },
    responses: responses(noContent('Activated.'), 400, 403),
    example: { body: { uid: 'MQ', token: 'invalid-token' } },
  },
  {
    method: 'post', path: '/api/v1/users/reset-password/', operationId: 'requestPasswordReset', tag: 'accounts', access: 'public', validation: 'zod',
    summary: 'Send a password reset link; 204 whether or not the address has an account.',
    body: { schema: resetRequestBody },
    responses: responses(noContent(), 400, 429),
    example: { body: { email: 'nobody@example.com' } },
  },
  {
    method: 'post', path: '/api/v1/users/reset-password-confirm/', operationId: 'confirmPasswordReset', tag: 'accounts', access: 'public', validation: 'zod',
    summary: 'Set a new password with the uid and token of the reset link; every earlier session ends.',
    body: { schema: resetConfirmBody },
    responses: responses(noContent(), 400),
    example: { body: { uid: 'MQ', token: 'invalid-token', password: strong } },
  },
  {
    method: 'get', path: '/api/v1/users/me/', operationId: 'getMe', tag: 'accounts', access: 'account', validation: 'none',
    summary: 'The own profile.',
    responses: responses(ok(profile), 401),
  },
  {
    method: 'patch', path: '/api/v1/users/me/', operationId: 'updateMe', tag: 'accounts', access: 'account', validation: 'zod',
    summary: 'Change fields of the own profile (id and email are read-only and ignored).',
    body: { schema: profileBody },
    responses: responses(ok(profile), 400, 401, 403),
    example: { body: { first_name: 'Ada' } },
  },
  {
    method: 'put', path: '/api/v1/users/me/', operationId: 'replaceMe', tag: 'accounts', access: 'account', validation: 'zod',
    summary: 'As PATCH: only the fields sent change.',
    body: { schema: profileBody },
    responses: responses(ok(profile), 400, 401, 403),
    example: { body: { first_name: 'Ada' } },
  },
]
