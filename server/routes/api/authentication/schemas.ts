/** Body of POST /api/authentication/login (openapi AuthRequest). */
export interface LoginBody {
  username: string;
  password: string;
}

/** Body of POST /api/authentication/logout (openapi LogoutRequest); the body itself is optional. */
export interface LogoutBody {
  refreshToken?: string;
}

/** JSON schema of LoginBody. */
export const loginBodySchema = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 30 },
    password: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

/** JSON schema of the login answer (openapi AuthResponse). */
export const loginResponseSchema = {
  type: 'object',
  required: ['accessToken', 'refreshToken', 'userId', 'username'],
  properties: {
    accessToken: { type: 'string' },
    refreshToken: { type: 'string' },
    userId: { type: 'integer' },
    username: { type: 'string' },
  },
} as const;

/** JSON schema of LogoutBody; the route turns a missing body into {} before validation. */
export const logoutBodySchema = {
  type: 'object',
  properties: { refreshToken: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
