import { keccak256, parseEther, parseEventLogs, toHex, type Address, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { paymentReceiverAbi } from '../src/generated/payment-receiver';
import { expectRevert, gasCost, testChainPerFile, TREASURY } from './support/test-chain';

const OPERATOR = 0;
const ALICE = 3;
const BOB = 4;
const REFERENCE: Hex = `0x${'ab'.repeat(16)}${'00'.repeat(16)}`;
const OTHER_REFERENCE: Hex = `0x${'cd'.repeat(16)}${'00'.repeat(16)}`;
const refundId = (name: string) => keccak256(toHex(name));

const t = testChainPerFile();
const receiver = () => ({ address: t.receiver, abi: paymentReceiverAbi }) as const;
const balance = (address: Address) => t.publicClient.getBalance({ address });
const pay = (payer: number, reference: Hex, value: bigint) => t.send(payer, { ...receiver(), functionName: 'pay', args: [reference], value });
const refund = (from: number, reference: Hex, payer: number, amount: bigint, id: Hex) =>
  t.send(from, { ...receiver(), functionName: 'refund', args: [reference, t.address(payer), amount, id] });

describe('PaymentReceiver', () => {
  it('takes a payment for a reference and says so in PaymentReceived', async () => {
    const receipt = await pay(ALICE, REFERENCE, parseEther('0.05'));
    const [event] = parseEventLogs({ abi: paymentReceiverAbi, logs: receipt.logs, eventName: 'PaymentReceived' });
    expect(event?.args).toEqual({ orderReference: REFERENCE, payer: t.address(ALICE), amount: parseEther('0.05') });
    expect(await balance(t.receiver)).toBe(parseEther('0.05'));
    expect(await t.publicClient.readContract({ ...receiver(), functionName: 'refundable', args: [REFERENCE, t.address(ALICE)] })).toBe(parseEther('0.05'));
  });

  it('refuses less than 0.004 ETH, a missing reference and a plain transfer', async () => {
    expect(await t.publicClient.readContract({ ...receiver(), functionName: 'minimumPayment' })).toBe(parseEther('0.004'));
    await expectRevert(pay(ALICE, REFERENCE, parseEther('0.0039')), 'PaymentBelowMinimum', [parseEther('0.0039'), parseEther('0.004')]);
    await expectRevert(pay(ALICE, `0x${'00'.repeat(32)}`, parseEther('0.01')), 'MissingReference');
    await expect(t.wallet(ALICE).sendTransaction({ to: t.receiver, value: parseEther('0.01') })).rejects.toThrow();
    expect(await balance(t.receiver)).toBe(0n);
  });

  it('refunds only to the payer, within what it paid under the reference, once per refund id', async () => {
    await pay(ALICE, REFERENCE, parseEther('0.05'));
    await pay(BOB, OTHER_REFERENCE, parseEther('0.02'));
    const before = await balance(t.address(ALICE));
    const receipt = await refund(OPERATOR, REFERENCE, ALICE, parseEther('0.01'), refundId('excess'));
    expect((await balance(t.address(ALICE))) - before).toBe(parseEther('0.01'));
    const [event] = parseEventLogs({ abi: paymentReceiverAbi, logs: receipt.logs, eventName: 'PaymentRefunded' });
    expect(event?.args).toMatchObject({ orderReference: REFERENCE, payer: t.address(ALICE), amount: parseEther('0.01'), refundId: refundId('excess') });

    await expectRevert(refund(OPERATOR, REFERENCE, ALICE, parseEther('0.01'), refundId('excess')), 'RefundAlreadyPaid');
    // Bob paid nothing under REFERENCE; Alice has 0.04 left there.
    await expectRevert(refund(OPERATOR, REFERENCE, BOB, 1n, refundId('bob')), 'RefundExceedsPayment');
    await expectRevert(refund(OPERATOR, REFERENCE, ALICE, parseEther('0.05'), refundId('too-much')), 'RefundExceedsPayment');
    await refund(OPERATOR, REFERENCE, ALICE, parseEther('0.04'), refundId('rest'));
    expect(await balance(t.receiver)).toBe(parseEther('0.02'));
  });

  it('lets only the operator refund and only the admin withdraw', async () => {
    await pay(ALICE, REFERENCE, parseEther('0.05'));
    await expectRevert(refund(ALICE, REFERENCE, ALICE, parseEther('0.05'), refundId('self')), 'AccessControlUnauthorizedAccount');
    await expectRevert(t.send(ALICE, { ...receiver(), functionName: 'withdraw', args: [t.address(ALICE), 1n] }), 'AccessControlUnauthorizedAccount');
    const before = await balance(t.address(TREASURY));
    await t.send(OPERATOR, { ...receiver(), functionName: 'withdraw', args: [t.address(TREASURY), parseEther('0.05')] });
    expect((await balance(t.address(TREASURY))) - before).toBe(parseEther('0.05'));
  });

  it('costs the payer the value and gas only', async () => {
    const before = await balance(t.address(BOB));
    const receipt = await pay(BOB, REFERENCE, parseEther('0.01'));
    expect(before - (await balance(t.address(BOB)))).toBe(parseEther('0.01') + gasCost(receipt));
  });
});
