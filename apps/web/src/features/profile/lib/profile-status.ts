import type { UserInfo } from '@caskmark/shared/api/account';
import { AUTH_STORAGE_KEYS, readLocal, writeLocal } from '../../../lib/auth-storage';

export interface ProfileStatusStep {
  key: 'profile' | 'notifications' | 'marketplace';
  label: string;
  to: string;
  done: boolean;
}

/**
 * The Profile Status widget's steps (spec part 1 §2): Complete your profile; Setup notification
 * settings (wallet accounts only, done once the communication e-mail is verified); Explore Marketplace.
 */
export function profileStatusSteps(user: UserInfo, marketplaceExplored: boolean): ProfileStatusStep[] {
  const steps: ProfileStatusStep[] = [{ key: 'profile', label: 'Complete your profile', to: '/profile?page=userDetails', done: user.userDetailsPublicPk !== null }];
  if (user.cognitoIsWallet) {
    steps.push({ key: 'notifications', label: 'Setup notification settings', to: '/profile?page=settings', done: user.communicationEmailIsVerified });
  }
  steps.push({ key: 'marketplace', label: 'Explore Marketplace', to: '/marketplace', done: marketplaceExplored });
  return steps;
}

const dismissedKey = (userPk: string) => `${AUTH_STORAGE_KEYS.profileStatusDismissed}.${userPk}`;
const exploredKey = (userPk: string) => `${AUTH_STORAGE_KEYS.marketplaceExplored}.${userPk}`;

export function isProfileStatusDismissed(userPk: string): boolean {
  return readLocal(dismissedKey(userPk)) === '1';
}
export function dismissProfileStatus(userPk: string): void {
  writeLocal(dismissedKey(userPk), '1');
}
export function isMarketplaceExplored(userPk: string): boolean {
  return readLocal(exploredKey(userPk)) === '1';
}
export function markMarketplaceExplored(userPk: string): void {
  writeLocal(exploredKey(userPk), '1');
}

/** The widget stays away from the auth pages, the profile form it points to (part 2 §2) and the console. */
export function profileStatusHiddenOn(pathname: string, search: string): boolean {
  if (pathname.startsWith('/auth')) return true;
  // The console is work, not a collector's setup; on a phone the pill would sit on its queues (decision 300).
  if (pathname === '/staff' || pathname.startsWith('/staff/')) return true;
  return pathname === '/profile' && new URLSearchParams(search).get('page') === 'userDetails';
}
