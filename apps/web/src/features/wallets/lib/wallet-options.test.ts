import { describe, expect, it } from 'vitest';
import { metaMaskAppLink, NOT_SET_UP, walletOptions, type WalletEnvironment } from './wallet-options';

const desktop: WalletEnvironment = { hasInjectedWallet: true, isMobile: false, host: 'caskmark.test', path: '/profile?page=paymentMethods' };
const none = { walletConnectProjectId: null, coinbaseAppName: null };
const ids = (options: { id: string }[]) => options.map((option) => option.id);

describe('wallet options', () => {
  it('lists screen 7 in the spec order, with the dev wallet only on the dev chain', () => {
    expect(ids(walletOptions('addWallet', none, false, desktop).primary)).toEqual(['metaMask', 'walletConnect', 'coinbaseWallet', 'fortmatic']);
    expect(ids(walletOptions('addWallet', none, true, desktop).primary)).toEqual(['metaMask', 'walletConnect', 'coinbaseWallet', 'fortmatic', 'devWallet']);
    expect(walletOptions('addWallet', none, true, desktop).other).toEqual([]);
  });

  it("lays out the onboarding panel with 'Other Wallets' and Unstoppable Domains for sign-in", () => {
    const groups = walletOptions('signIn', none, false, desktop);
    expect(ids(groups.primary)).toEqual(['coinbaseWallet', 'metaMask']);
    expect(ids(groups.other)).toEqual(['walletConnect', 'fortmatic', 'unstoppableDomains']);
    expect(groups.other[0]!.label).toBe('Wallet Connect');
  });

  it('enables WalletConnect and Coinbase Wallet only when their settings are present', () => {
    const off = walletOptions('addWallet', none, false, desktop).primary;
    expect(off.find((option) => option.id === 'walletConnect')).toMatchObject({ enabled: false, reason: NOT_SET_UP.walletConnect });
    expect(off.find((option) => option.id === 'coinbaseWallet')).toMatchObject({ enabled: false, reason: NOT_SET_UP.coinbaseWallet });
    const on = walletOptions('addWallet', { walletConnectProjectId: 'abc', coinbaseAppName: 'Caskmark' }, false, desktop).primary;
    expect(on.find((option) => option.id === 'walletConnect')).toMatchObject({ enabled: true, walletProvider: 'walletConnect' });
    expect(on.find((option) => option.id === 'coinbaseWallet')).toMatchObject({ enabled: true, walletProvider: 'walletLink' });
    expect(on.find((option) => option.id === 'fortmatic')).toMatchObject({ enabled: false, reason: NOT_SET_UP.fortmatic });
  });

  it('sends a phone without an injected wallet to the MetaMask app for this page', () => {
    const phone = { hasInjectedWallet: false, isMobile: true, host: 'caskmark.test', path: '/auth/signin?next=%2Fvault' };
    const metaMask = walletOptions('signIn', none, false, phone).primary.find((option) => option.id === 'metaMask')!;
    expect(metaMask.appLink).toBe('https://metamask.app.link/dapp/caskmark.test/auth/signin?next=%2Fvault');
    expect(metaMaskAppLink('a.test', '/')).toBe('https://metamask.app.link/dapp/a.test/');
    expect(walletOptions('signIn', none, false, { ...phone, hasInjectedWallet: true }).primary.find((option) => option.id === 'metaMask')!.appLink).toBeUndefined();
    expect(walletOptions('signIn', none, false, { ...phone, isMobile: false }).primary.find((option) => option.id === 'metaMask')!.appLink).toBeUndefined();
  });
});
