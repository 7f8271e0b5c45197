import { keccak256, parseEventLogs, toHex } from 'viem';
import { beforeEach, describe, expect, it } from 'vitest';
import { editionTokenAbi } from '../src/generated/edition-token';
import { ADMIN, expectRevert, testChainPerFile } from './support/test-chain';

const ALICE = 3;
const BOB = 4;
const CAROL = 5;
const MINTER_ROLE = keccak256(toHex('MINTER_ROLE'));

const t = testChainPerFile();

const token = () => ({ address: t.token, abi: editionTokenAbi }) as const;
const read = {
  ownerOf: (id: bigint) => t.publicClient.readContract({ ...token(), functionName: 'ownerOf', args: [id] }),
  transferCount: (id: bigint) => t.publicClient.readContract({ ...token(), functionName: 'transferCount', args: [id] }),
  burned: (id: bigint) => t.publicClient.readContract({ ...token(), functionName: 'burned', args: [id] }),
  exists: (id: bigint) => t.publicClient.readContract({ ...token(), functionName: 'exists', args: [id] }),
  tokenURI: (id: bigint) => t.publicClient.readContract({ ...token(), functionName: 'tokenURI', args: [id] }),
  balanceOf: (owner: `0x${string}`) => t.publicClient.readContract({ ...token(), functionName: 'balanceOf', args: [owner] }),
};

describe('minting', () => {
  it('mints single tokens and batches to the recipient, counting the mint as a transfer', async () => {
    await t.send(ADMIN, { ...token(), functionName: 'mint', args: [t.address(ALICE), 7n] });
    await t.send(ADMIN, { ...token(), functionName: 'mintBatch', args: [t.address(BOB), [8n, 9n]] });
    expect(await read.ownerOf(7n)).toBe(t.address(ALICE));
    expect(await read.ownerOf(9n)).toBe(t.address(BOB));
    expect(await read.balanceOf(t.address(BOB))).toBe(2n);
    expect(await read.transferCount(8n)).toBe(1n);
    expect(await read.exists(8n)).toBe(true);
    expect(await read.exists(10n)).toBe(false);
  });

  it('refuses minting without the minter role, until the role is granted', async () => {
    await expectRevert(t.send(ALICE, { ...token(), functionName: 'mint', args: [t.address(ALICE), 1n] }), 'AccessControlUnauthorizedAccount', [
      t.address(ALICE),
      MINTER_ROLE,
    ]);
    await expectRevert(t.send(BOB, { ...token(), functionName: 'grantRole', args: [MINTER_ROLE, t.address(BOB)] }), 'AccessControlUnauthorizedAccount');
    await t.send(ADMIN, { ...token(), functionName: 'grantRole', args: [MINTER_ROLE, t.address(ALICE)] });
    await t.send(ALICE, { ...token(), functionName: 'mint', args: [t.address(CAROL), 1n] });
    expect(await read.ownerOf(1n)).toBe(t.address(CAROL));
  });

  it('refuses an empty batch, an existing id and the zero address', async () => {
    await expectRevert(t.send(ADMIN, { ...token(), functionName: 'mintBatch', args: [t.address(ALICE), []] }), 'EmptyMint');
    await t.mint(ALICE, [1n]);
    await expectRevert(t.send(ADMIN, { ...token(), functionName: 'mint', args: [t.address(BOB), 1n] }), 'ERC721InvalidSender');
    await expectRevert(
      t.send(ADMIN, { ...token(), functionName: 'mint', args: ['0x0000000000000000000000000000000000000000', 2n] }),
      'ERC721InvalidReceiver',
    );
  });
});

describe('burning (redemption)', () => {
  beforeEach(async () => {
    await t.mint(ALICE, [1n, 2n, 3n]);
  });

  it('lets the owner burn, and never mints that id again', async () => {
    const receipt = await t.send(ALICE, { ...token(), functionName: 'burn', args: [1n] });
    const [transfer] = parseEventLogs({ abi: editionTokenAbi, eventName: 'Transfer', logs: receipt.logs });
    expect(transfer.args).toEqual({ from: t.address(ALICE), to: '0x0000000000000000000000000000000000000000', tokenId: 1n });
    expect(await read.exists(1n)).toBe(false);
    expect(await read.burned(1n)).toBe(true);
    expect(await read.transferCount(1n)).toBe(2n);
    await expectRevert(t.send(ADMIN, { ...token(), functionName: 'mint', args: [t.address(ALICE), 1n] }), 'TokenWasBurned', [1n]);
  });

  it('lets an operator approved for all, or for the token, burn it', async () => {
    await t.send(ALICE, { ...token(), functionName: 'setApprovalForAll', args: [t.address(BOB), true] });
    await t.send(BOB, { ...token(), functionName: 'burn', args: [1n] });
    await t.send(ALICE, { ...token(), functionName: 'approve', args: [t.address(CAROL), 2n] });
    await t.send(CAROL, { ...token(), functionName: 'burn', args: [2n] });
    expect(await read.exists(1n)).toBe(false);
    expect(await read.exists(2n)).toBe(false);
  });

  it('refuses anyone else, including the admin, and a missing token', async () => {
    await expectRevert(t.send(BOB, { ...token(), functionName: 'burn', args: [3n] }), 'ERC721InsufficientApproval', [t.address(BOB), 3n]);
    await expectRevert(t.send(ADMIN, { ...token(), functionName: 'burn', args: [3n] }), 'ERC721InsufficientApproval');
    await expectRevert(t.send(ALICE, { ...token(), functionName: 'burn', args: [99n] }), 'ERC721NonexistentToken', [99n]);
    expect(await read.ownerOf(3n)).toBe(t.address(ALICE));
  });
});

describe('counters the marketplace relies on', () => {
  it('counts every transfer of a token', async () => {
    await t.mint(ALICE, [1n]);
    await t.send(ALICE, { ...token(), functionName: 'transferFrom', args: [t.address(ALICE), t.address(BOB), 1n] });
    await t.send(BOB, { ...token(), functionName: 'transferFrom', args: [t.address(BOB), t.address(ALICE), 1n] });
    expect(await read.transferCount(1n)).toBe(3n);
  });

  it('counts revocations of an operator, not grants', async () => {
    const revocations = () =>
      t.publicClient.readContract({ ...token(), functionName: 'approvalRevocations', args: [t.address(ALICE), t.marketplace] });
    await t.approveMarketplace(ALICE, true);
    expect(await revocations()).toBe(0n);
    await t.approveMarketplace(ALICE, false);
    await t.approveMarketplace(ALICE, true);
    expect(await revocations()).toBe(1n);
  });
});

describe('metadata', () => {
  it('serves token URIs from our API and lets only the admin move them, announcing ERC-4906', async () => {
    await t.mint(ALICE, [42n]);
    expect(await read.tokenURI(42n)).toBe('https://caskmark.test/api/metadata/edition-nft/42');
    await expectRevert(t.send(ALICE, { ...token(), functionName: 'setBaseUri', args: ['https://evil.test/'] }), 'AccessControlUnauthorizedAccount');
    const receipt = await t.send(ADMIN, { ...token(), functionName: 'setBaseUri', args: ['https://caskmark.example/m/'] });
    const [update] = parseEventLogs({ abi: editionTokenAbi, eventName: 'BatchMetadataUpdate', logs: receipt.logs });
    expect(update.args).toEqual({ _fromTokenId: 0n, _toTokenId: 2n ** 256n - 1n });
    expect(await read.tokenURI(42n)).toBe('https://caskmark.example/m/42');
    expect(await t.publicClient.readContract({ ...token(), functionName: 'baseUri' })).toBe('https://caskmark.example/m/');
    await expectRevert(read.tokenURI(43n), 'ERC721NonexistentToken');
  });

  it('announces ERC-721, ERC-721 metadata, ERC-4906 and AccessControl', async () => {
    for (const id of ['0x80ac58cd', '0x5b5e139f', '0x49064906', '0x7965db0b', '0x01ffc9a7'] as const) {
      expect(await t.publicClient.readContract({ ...token(), functionName: 'supportsInterface', args: [id] })).toBe(true);
    }
    expect(await t.publicClient.readContract({ ...token(), functionName: 'supportsInterface', args: ['0xffffffff'] })).toBe(false);
  });
});
