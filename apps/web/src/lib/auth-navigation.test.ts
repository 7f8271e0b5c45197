import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './auth-navigation';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/profile?page=settings')).toBe('/profile?page=settings');
    expect(safeNextPath('/producers/glen-aurora/abc#packs')).toBe('/producers/glen-aurora/abc#packs');
  });

  it('refuses anything that could leave the site or loop back into sign-in', () => {
    for (const next of [null, '', 'https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)', '/auth/signin', '/auth/logout', '/a\nb']) {
      expect(safeNextPath(next)).toBe('/');
    }
  });
});

describe('signInPathFor', () => {
  it('matches the spec form /auth/signin/?next=', () => {
    expect(signInPathFor('/profile')).toBe('/auth/signin/?next=%2Fprofile');
    expect(signInPathFor('/profile?page=userDetails')).toBe('/auth/signin/?next=%2Fprofile%3Fpage%3DuserDetails');
  });
});
