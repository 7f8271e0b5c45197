/** The identity domain's services, for its routes and guards. */
export { ChallengeStore } from './challenge-store';
export { EmailChangeService, type EmailKind } from './email-change-service';
export { MfaService, verifyAndClaimTotp, type MfaCaller } from './mfa-service';
export { hashPassword, verifyPassword } from './passwords';
export { DatabaseRateLimitStore, MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from './rate-limit-store';
export { RATE_LIMITS, RateLimiter, type RateLimitName } from './rate-limiter';
export { RegistrationService, maskEmail } from './registration-service';
export { SessionService } from './session-service';
export { SignInService, type RequestMeta } from './sign-in-service';
export { TokenService } from './token-service';
export { UserDirectory, normaliseEmail, type Account } from './user-directory';
export { CODE_TTL_MINUTES, VerificationCodes } from './verification-codes';
