import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@caskmark/shared/api/account';
import { profileStatusHiddenOn, profileStatusSteps } from './profile-status';
import { requiredFieldsReady } from './profile-submit';

const user = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  publicPk: '00000000-0000-4000-8000-000000000001',
  userInfoPublicPk: '00000000-0000-4000-8000-000000000002',
  username: 'u1',
  handler: 'ava',
  email: 'ava@caskmark.test',
  cognitoEmail: 'ava@caskmark.test',
  isManagedEmail: false,
  communicationEmailIsVerified: true,
  connectedWallets: [],
  groups: [],
  allowPasswordReset: true,
  cognitoIsWallet: false,
  federatedUser: false,
  federatedProvider: null,
  userDetailsPublicPk: null,
  mfaEnabled: false,
  ...overrides,
});

describe('Profile Status steps', () => {
  it('has two steps for e-mail accounts and three for wallet accounts', () => {
    expect(profileStatusSteps(user(), false).map((step) => step.label)).toEqual(['Complete your profile', 'Explore Marketplace']);
    expect(profileStatusSteps(user({ cognitoIsWallet: true, communicationEmailIsVerified: false }), false).map((step) => [step.label, step.done])).toEqual([
      ['Complete your profile', false],
      ['Setup notification settings', false],
      ['Explore Marketplace', false],
    ]);
  });

  it('marks the profile done once details are saved', () => {
    expect(profileStatusSteps(user({ userDetailsPublicPk: '00000000-0000-4000-8000-000000000003' }), true).every((step) => step.done)).toBe(true);
  });

  it('stays off the auth pages, the profile form and the console', () => {
    expect(profileStatusHiddenOn('/auth/signin', '')).toBe(true);
    expect(profileStatusHiddenOn('/profile', '?page=userDetails')).toBe(true);
    expect(profileStatusHiddenOn('/staff/refunds', '')).toBe(true);
    expect(profileStatusHiddenOn('/staff', '')).toBe(true);
    expect(profileStatusHiddenOn('/staffing', '')).toBe(false);
    expect(profileStatusHiddenOn('/profile', '?page=settings')).toBe(false);
    expect(profileStatusHiddenOn('/marketplace', '')).toBe(false);
  });
});

describe('profile SUBMIT', () => {
  const field = (touched: boolean, value: string, error?: string) => ({ touched, value, error });
  it('waits for the four required fields and no errors', () => {
    expect(requiredFieldsReady([field(true, 'Ava'), field(true, 'Stone'), field(true, 'Lyon'), field(false, '')])).toBe(false);
    expect(requiredFieldsReady([field(true, 'Ava'), field(true, 'Stone'), field(true, 'Lyon'), field(true, 'FRA')])).toBe(true);
    expect(requiredFieldsReady([field(true, ''), field(true, 'Stone'), field(true, 'Lyon'), field(true, 'FRA', 'x')])).toBe(false);
  });

  it('counts saved values as touched', () => {
    expect(requiredFieldsReady([field(false, 'Ava'), field(false, 'Stone'), field(false, 'Lyon'), field(false, 'FRA')])).toBe(true);
  });
});
